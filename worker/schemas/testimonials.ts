import * as z from 'zod/mini'
import { pageQuery, requiredText } from './fields'
import { msg } from './messages'

/** Messages of the testimonial forms. */
export const testimonialMsg = {
  chooseProduct: 'Veuillez choisir un produit',
  chooseKind: 'Choisissez le type de témoignage',
  rating: 'Choisissez une note de 1 à 5',
  chooseImage: 'Veuillez choisir une image',
  imageType: "L'image doit être au format JPG ou PNG",
  imageNotFound: 'Image introuvable',
  productNotFound: 'Produit introuvable',
  notFound: 'Témoignage introuvable',
  videoUrl: 'Lien invalide : une vidéo YouTube ou Facebook en https',
} as const

export const TestimonialKind = z.enum(['text', 'image', 'video'])
export type TestimonialKind = z.infer<typeof TestimonialKind>

/** "Video URL": YouTube or Facebook only, with or without `www.`/`m.`, over https. */
const VIDEO_HOSTS = new Set(['youtube.com', 'youtu.be', 'facebook.com', 'fb.watch'])

function isVideoUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false
  return VIDEO_HOSTS.has(url.hostname.replace(/^(www|m)\./, ''))
}

const base = {
  productId: z
    .string({ error: testimonialMsg.chooseProduct })
    .check(z.trim(), z.minLength(1, testimonialMsg.chooseProduct), z.maxLength(40)),
  name: requiredText(80),
  rating: z
    .number({ error: testimonialMsg.rating })
    .check(
      z.int(testimonialMsg.rating),
      z.gte(1, testimonialMsg.rating),
      z.lte(5, testimonialMsg.rating),
    ),
}

/** Only the field of the chosen kind is read; the others are dropped. */
export const TestimonialInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...base, kind: z.literal('text'), text: requiredText(2000) }),
    z.object({
      ...base,
      kind: z.literal('image'),
      /** An image uploaded first through POST /api/media (JPEG or PNG). */
      mediaId: z
        .string({ error: testimonialMsg.chooseImage })
        .check(z.trim(), z.minLength(1, testimonialMsg.chooseImage), z.maxLength(40)),
    }),
    z.object({
      ...base,
      kind: z.literal('video'),
      videoUrl: z
        .string({ error: msg.required })
        .check(
          z.trim(),
          z.minLength(1, msg.required),
          z.maxLength(500, msg.tooLong(500)),
          z.refine(isVideoUrl, testimonialMsg.videoUrl),
        ),
    }),
  ],
  { error: testimonialMsg.chooseKind },
)
export type TestimonialInput = z.infer<typeof TestimonialInput>

export const TestimonialListQuery = z.object({
  productId: z.optional(z.string().check(z.maxLength(40))),
  ...pageQuery,
})
export type TestimonialListQuery = z.infer<typeof TestimonialListQuery>

/** What a shopper sees: no ids of uploaded files, only what to render. */
export type PublicTestimonial = {
  id: string
  productId: string | null
  productName: string | null
  name: string
  rating: number
  kind: TestimonialKind
  text: string | null
  image: { url: string; width: number; height: number } | null
  videoUrl: string | null
  createdAt: string
}

export type Testimonial = PublicTestimonial & { mediaId: string | null; updatedAt: string }
