import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form'
import { ApiClientError, errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import {
  PersonalizationInput,
  type PersonalizationSettings,
  type ThemeName,
} from '#worker/schemas/personalization.ts'
import type { SocialNetwork } from '#worker/schemas/social-links.ts'
import '#dashboard/lib/zod-fr.ts'

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

const inner = zodResolver(PersonalizationInput)
/** The shared schema, as is: the form's values are its input with every optional field set. */
export const personalizationResolver: Resolver<
  PersonalizationFormValues,
  unknown,
  PersonalizationInput
> = async (values, context, options) =>
  (await inner(values, context, options as never)) as Awaited<
    ReturnType<Resolver<PersonalizationFormValues, unknown, PersonalizationInput>>
  >

export function toFormValues(s: PersonalizationSettings): PersonalizationFormValues {
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
      whatsapp: social.whatsapp ?? '',
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
