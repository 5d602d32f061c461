import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form'
import { ApiClientError, errorMessage } from '#dashboard/lib/api-client.ts'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { toast } from '#dashboard/lib/toast.ts'
import {
  PersonalizationInput,
  type PersonalizationSettings,
  type ThemeName,
} from '#worker/schemas/personalization.ts'
import type { SocialNetwork } from '#worker/schemas/social-links.ts'
import '#dashboard/lib/zod-fr.ts'
import { frSettings } from './fr.ts'

const t = frSettings.personalization

/** The form holds every field (empty strings for empty ones), in the API's own shape. */
export type PersonalizationFormValues = {
  hero: { backgroundId: string | null; title: string; subtitle: string; btntext: string }
  about: { imageIds: string[]; title: string; description: string; btntext: string }
  callToAction: { title: string; description: string; btntext: string }
  socialMedia: Record<SocialNetwork, string>
  color: string
  theme: ThemeName
  facebookPixelId: string
}

export type PersonalizationForm = UseFormReturn<
  PersonalizationFormValues,
  unknown,
  PersonalizationInput
>

/**
 * A banner started without its button's words gets the storefront's own ("Voir les produits"),
 * rather than a refusal: the merchant rarely has better words for it (issue 27).
 */
export function withHeroButton(v: PersonalizationFormValues): PersonalizationFormValues {
  const { hero } = v
  const started = hero.title.trim() || hero.subtitle.trim() || hero.backgroundId
  if (!started || hero.btntext.trim()) return v
  return { ...v, hero: { ...hero, btntext: t.heroBtnDefault } }
}

const inner = zodResolver(PersonalizationInput)
/** The shared schema, on the values as sent (the banner's default button words filled in). */
export const personalizationResolver: Resolver<
  PersonalizationFormValues,
  unknown,
  PersonalizationInput
> = async (values, context, options) =>
  (await inner(withHeroButton(values), context, options as never)) as Awaited<
    ReturnType<Resolver<PersonalizationFormValues, unknown, PersonalizationInput>>
  >

/**
 * The form's values; `whatsapp`, the merchant's verified WhatsApp number, fills the shop's
 * WhatsApp link while it has none (a number they proved is theirs, typed once).
 */
export function toFormValues(
  s: PersonalizationSettings,
  whatsapp?: string | null,
): PersonalizationFormValues {
  const social = s.socialMedia
  return {
    hero: {
      backgroundId: s.hero?.background?.id ?? null,
      title: s.hero?.title ?? '',
      subtitle: s.hero?.subtitle ?? '',
      btntext: s.hero?.btntext ?? '',
    },
    about: {
      imageIds: s.about?.images.map((i) => i.id) ?? [],
      title: s.about?.title ?? '',
      description: s.about?.description ?? '',
      btntext: s.about?.btntext ?? '',
    },
    callToAction: {
      title: s.callToAction?.title ?? '',
      description: s.callToAction?.description ?? '',
      btntext: s.callToAction?.btntext ?? '',
    },
    socialMedia: {
      facebook: social.facebook ?? '',
      instagram: social.instagram ?? '',
      whatsapp: social.whatsapp || (whatsapp ? formatPhone(whatsapp) : ''),
      youtube: social.youtube ?? '',
      tiktok: social.tiktok ?? '',
    },
    color: s.color,
    theme: s.theme,
    facebookPixelId: s.facebookPixelId ?? '',
  }
}

/** Already-uploaded pictures by id, so the form can show them next to their field. */
export function imageUrlsOf(s: PersonalizationSettings): Record<string, string> {
  const images = [...(s.hero?.background ? [s.hero.background] : []), ...(s.about?.images ?? [])]
  return Object.fromEntries(images.map((i) => [i.id, i.url]))
}

/**
 * Puts the server's nested issues ("hero.title", "about.imageIds.2") on their fields; an
 * item of a list reports on the list. Anything unplaced becomes a toast.
 */
export function applyNestedErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  error: unknown,
) {
  let placed = 0
  if (error instanceof ApiClientError) {
    for (const issue of error.issues) {
      const path = issue.path.replace(/\.\d+$/, '') as Path<T>
      if (!path) continue
      form.setError(path, { type: 'server', message: issue.message }, { shouldFocus: !placed })
      placed++
    }
  }
  if (placed === 0) toast.error(errorMessage(error))
}
