import { act, renderHook } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import {
  EMPTY_PLAN,
  planResolver,
  toPlanFormValues,
  toPlanInput,
} from '#dashboard/features/admin-plans/plan-values.ts'
import {
  applyNestedErrors,
  imageUrlsOf,
  type PersonalizationFormValues,
  toFormValues as personalizationForm,
  personalizationResolver,
} from '#dashboard/features/settings/personalization-values.ts'
import {
  EMPTY_TESTIMONIAL,
  toFormValues as testimonialForm,
  testimonialResolver,
  toTestimonialInput,
} from '#dashboard/features/testimonials/testimonial-values.ts'
import { ApiClientError } from '#dashboard/lib/api-client.ts'
import { msg } from '#worker/schemas/messages.ts'
import type { PersonalizationSettings } from '#worker/schemas/personalization.ts'
import { FREE_CAPABILITIES } from '#worker/schemas/plan-capabilities.ts'
import { type AdminPlan, planAdminMsg } from '#worker/schemas/plans.ts'
import { type Testimonial, testimonialMsg } from '#worker/schemas/testimonials.ts'
import { resolve } from '../resolve.ts'

describe('plan form', () => {
  const plan = {
    name: 'Pro',
    price: 500000,
    currency: 'XOF',
    discountRate: 10,
    billingCycle: 'month',
    description: ['Produits illimités', 'Domaine personnalisé'],
    limits: { ...FREE_CAPABILITIES, maxProducts: null, maxImagesPerProduct: 5, customDomain: true },
    active: true,
  } as unknown as AdminPlan

  it('round-trips a plan: unlimited products is an empty box and comes back unlimited', async () => {
    const form = toPlanFormValues(plan)
    expect(form).toMatchObject({
      price: '500000',
      discountRate: '10',
      maxProducts: '',
      maxImagesPerProduct: '5',
      description: [{ text: 'Produits illimités' }, { text: 'Domaine personnalisé' }],
    })
    const { values, messages } = await resolve(planResolver, form)
    expect(messages).toEqual({})
    expect(values).toMatchObject({
      maxProducts: '',
      description: ['Produits illimités', 'Domaine personnalisé'],
      customDomain: true,
    })
  })

  it('drops blank description lines and asks for one when none is left', async () => {
    expect(
      toPlanInput({ ...EMPTY_PLAN, description: [{ text: ' A ' }, { text: '  ' }] }).description,
    ).toEqual(['A'])
    const { messages } = await resolve(planResolver, {
      ...EMPTY_PLAN,
      name: 'Pro',
      price: '1000',
      maxProducts: '10',
    })
    expect(messages).toEqual({ description: planAdminMsg.descriptionRequired })
  })

  it('gives a plan without description one empty row to type in', () => {
    expect(toPlanFormValues({ ...plan, description: [] }).description).toEqual([{ text: '' }])
  })

  it('refuses a discount above 100 %', async () => {
    const form = { ...toPlanFormValues(plan), discountRate: '150' }
    expect((await resolve(planResolver, form)).messages).toEqual({
      discountRate: planAdminMsg.discountRange,
    })
  })
})

describe('testimonial form', () => {
  it('sends only the field of the chosen kind, the rating as a number', () => {
    const form = {
      ...EMPTY_TESTIMONIAL,
      name: 'Awa',
      text: 'Très belle robe',
      videoUrl: 'https://youtu.be/x',
    }
    expect(toTestimonialInput(form)).toEqual({
      productId: '',
      name: 'Awa',
      rating: 5,
      kind: 'text',
      text: 'Très belle robe',
    })
    expect(toTestimonialInput({ ...form, kind: 'video' })).toEqual({
      productId: '',
      name: 'Awa',
      rating: 5,
      kind: 'video',
      videoUrl: 'https://youtu.be/x',
    })
  })

  it('round-trips an image testimonial with no product', () => {
    const saved = {
      productId: null,
      name: 'Issa',
      rating: 4,
      kind: 'image',
      text: null,
      mediaId: 'm1',
      videoUrl: null,
    } as unknown as Testimonial
    const form = testimonialForm(saved)
    expect(form).toEqual({
      productId: '',
      name: 'Issa',
      rating: '4',
      kind: 'image',
      text: '',
      mediaId: 'm1',
      videoUrl: '',
    })
    expect(toTestimonialInput(form)).toEqual({
      productId: '',
      name: 'Issa',
      rating: 4,
      kind: 'image',
      mediaId: 'm1',
    })
  })

  it('asks for a rating when none is chosen, and for the picture of an image testimonial', async () => {
    const form = {
      ...EMPTY_TESTIMONIAL,
      productId: 'p1',
      name: 'Awa',
      rating: '',
      kind: 'image' as const,
    }
    expect((await resolve(testimonialResolver, form)).messages).toEqual({
      rating: testimonialMsg.rating,
      mediaId: testimonialMsg.chooseImage,
    })
  })
})

describe('personalization form', () => {
  const settings = {
    hero: {
      background: { id: 'bg', url: '/media/bg.jpg', width: 1280, height: 720 },
      title: 'Bienvenue',
      subtitle: 'Couture sur mesure',
      btntext: 'Voir',
    },
    about: null,
    callToAction: null,
    socialMedia: { facebook: 'https://facebook.com/awa', instagram: null },
    color: '#0f766e',
    theme: 'classic',
    facebookPixelId: null,
  } as unknown as PersonalizationSettings

  it('fills every box (empty strings for absent sections) and keeps pictures by id', () => {
    const form = personalizationForm(settings)
    expect(form.hero).toEqual({
      backgroundId: 'bg',
      title: 'Bienvenue',
      subtitle: 'Couture sur mesure',
      btntext: 'Voir',
    })
    expect(form.about).toEqual({ imageIds: [], title: '', description: '', btntext: '' })
    expect(form.socialMedia).toEqual({
      facebook: 'https://facebook.com/awa',
      instagram: '',
      whatsapp: '',
      youtube: '',
      tiktok: '',
    })
    expect(form.facebookPixelId).toBe('')
    expect(imageUrlsOf(settings)).toEqual({ bg: '/media/bg.jpg' })
  })

  it('asks for the other texts of a section once one is filled', async () => {
    const form = personalizationForm(settings)
    const started = { ...form, callToAction: { title: 'Commandez', description: '', btntext: '' } }
    const { messages } = await resolve(personalizationResolver, started)
    expect(messages).toEqual({
      'callToAction.description': msg.required,
      'callToAction.btntext': msg.required,
    })
  })

  it("gives a banner without button words the storefront's own, instead of refusing it", async () => {
    const form = personalizationForm(settings)
    const { messages, values } = await resolve(personalizationResolver, {
      ...form,
      hero: { ...form.hero, btntext: ' ' },
    })
    expect(messages).toEqual({})
    expect(values).toMatchObject({ hero: { title: 'Bienvenue', btntext: 'Voir les produits' } })
  })

  it('starts the WhatsApp link from the confirmed number while the shop has none', () => {
    expect(personalizationForm(settings, '22670123456').socialMedia.whatsapp).toBe(
      '+226 70 12 34 56',
    )
    const withOne = {
      ...settings,
      socialMedia: { ...settings.socialMedia, whatsapp: '+226 76 00 00 00' },
    } as PersonalizationSettings
    expect(personalizationForm(withOne, '22670123456').socialMedia.whatsapp).toBe(
      '+226 76 00 00 00',
    )
  })

  it('puts nested server issues on their field, an issue on a list item on the list', () => {
    const { result } = renderHook(() =>
      useForm<PersonalizationFormValues>({ defaultValues: personalizationForm(settings) }),
    )
    act(() =>
      applyNestedErrors(
        result.current,
        new ApiClientError(422, {
          issues: [
            { path: 'hero.title', message: msg.tooLong(80) },
            { path: 'about.imageIds.2', message: 'Image introuvable' },
          ],
        }),
      ),
    )
    expect(result.current.getFieldState('hero.title').error?.message).toBe(msg.tooLong(80))
    expect(result.current.getFieldState('about.imageIds').error?.message).toBe('Image introuvable')
  })
})
