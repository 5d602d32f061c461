import * as z from 'zod/mini'
import { msg } from './messages'
import { type SocialNetwork, socialLink } from './social-links'

/**
 * The storefront themes a shop may pick. Must equal the keys of `THEMES` in
 * storefront-templates/index.ts (worker/storefront/preview.tsx fails to compile otherwise);
 * spelled out here so the dashboard can list them without importing the themes.
 */
export const THEME_NAMES = ['classic', 'elegance', 'marche'] as const
export type ThemeName = (typeof THEME_NAMES)[number]
export const THEME_LABELS: Record<ThemeName, string> = {
  classic: 'Classique',
  elegance: 'Élégance',
  marche: 'Marché',
}

/** At most this many pictures in the "À propos" section. */
export const MAX_ABOUT_IMAGES = 4

export const personalizationMsg = {
  invalidSocialUrl:
    'Lien invalide : saisissez une adresse (facebook.com/maboutique), un @pseudo ou, pour WhatsApp, un numéro (+226 70 12 34 56)',
  invalidPixelId: 'Identifiant invalide : 5 à 20 chiffres',
  invalidTheme: 'Thème inconnu',
  tooManyImages: `${MAX_ABOUT_IMAGES} images au maximum`,
  backgroundType: "L'image de fond doit être au format JPG ou PNG",
  aboutImageType: 'Les images doivent être au format JPG ou PNG',
  imageNotFound: 'Image introuvable',
} as const
const m = personalizationMsg

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, msg.tooLong(max)))
const mediaId = z.string().check(z.maxLength(40))
/** An empty string means "no link"; anything else must be something socialLink understands. */
const socialUrl = (network: SocialNetwork) =>
  z.string().check(
    z.trim(),
    z.maxLength(500, msg.tooLong(500)),
    z.refine((v) => v === '' || socialLink(network, v) !== null, m.invalidSocialUrl),
  )

const HeroDraft = z.object({
  backgroundId: z.optional(z.nullable(mediaId)),
  title: text(120),
  subtitle: text(300),
  btntext: text(60),
})
const AboutDraft = z.object({
  imageIds: z.optional(z.array(mediaId).check(z.maxLength(MAX_ABOUT_IMAGES, m.tooManyImages))),
  title: text(120),
  description: text(2000),
  btntext: text(60),
})
const CallToActionDraft = z.object({
  title: text(120),
  description: text(500),
  btntext: text(60),
})

const SocialMediaInput = z.object({
  facebook: z.optional(socialUrl('facebook')),
  instagram: z.optional(socialUrl('instagram')),
  whatsapp: z.optional(socialUrl('whatsapp')),
  youtube: z.optional(socialUrl('youtube')),
  tiktok: z.optional(socialUrl('tiktok')),
})

/**
 * What the preview renders while the merchant types: every rule that keeps a page safe
 * (links, colour, pixel id, lengths), but a section may still be half written.
 * A section left out (or with every field empty) is not shown; the theme falls back.
 */
export const PersonalizationDraft = z.object({
  hero: z.optional(HeroDraft),
  about: z.optional(AboutDraft),
  callToAction: z.optional(CallToActionDraft),
  socialMedia: z.optional(SocialMediaInput),
  color: z
    .string({ error: msg.invalidColor })
    .check(z.regex(/^#[0-9a-fA-F]{6}$/, msg.invalidColor)),
  theme: z.enum(THEME_NAMES, { error: m.invalidTheme }),
  facebookPixelId: z.optional(
    z.string().check(z.trim(), z.regex(/^(\d{5,20})?$/, m.invalidPixelId)),
  ),
})
export type PersonalizationDraft = z.infer<typeof PersonalizationDraft>

/** The texts each section needs once any of its fields is filled (all required). */
const SECTION_TEXTS = {
  hero: ['title', 'subtitle', 'btntext'],
  about: ['title', 'description', 'btntext'],
  callToAction: ['title', 'description', 'btntext'],
} as const
type SectionName = keyof typeof SECTION_TEXTS

/** A section counts as filled when any text or picture is set. */
export function isSectionFilled(section: Record<string, unknown> | undefined | null): boolean {
  if (!section) return false
  return Object.values(section).some((v) =>
    Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.trim() !== '' : v != null,
  )
}

/** PUT /api/store/personalization: the draft rules plus "a filled section has its three texts". */
export const PersonalizationInput = PersonalizationDraft.check(
  z.superRefine((value, ctx) => {
    for (const name of Object.keys(SECTION_TEXTS) as SectionName[]) {
      const section = value[name] as Record<string, string | undefined> | undefined
      if (!section || !isSectionFilled(section)) continue
      for (const field of SECTION_TEXTS[name]) {
        if (!section[field]?.trim())
          ctx.addIssue({ code: 'custom', path: [name, field], message: msg.required })
      }
    }
  }),
)
export type PersonalizationInput = z.infer<typeof PersonalizationInput>

export type ImageRef = { id: string; url: string; width: number; height: number }
export type HeroSection = {
  background: ImageRef | null
  title: string
  subtitle: string
  btntext: string
}
export type AboutSection = {
  images: ImageRef[]
  title: string
  description: string
  btntext: string
}
export type CallToActionSection = { title: string; description: string; btntext: string }
export type SocialMedia = Record<SocialNetwork, string | null>

/** What `stores.personalization` holds; an empty section is null and the theme falls back. */
export type Personalization = {
  hero: HeroSection | null
  about: AboutSection | null
  callToAction: CallToActionSection | null
  socialMedia: SocialMedia
}

/** GET/PUT /api/store/personalization. */
export type PersonalizationSettings = Personalization & {
  color: string
  theme: ThemeName
  facebookPixelId: string | null
}

/** POST /api/store/preview: the storefront home page as the draft would render it. */
export type PersonalizationPreview = { html: string }
