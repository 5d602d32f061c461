import { payloadResolver } from '#dashboard/lib/forms.ts'
import {
  type Testimonial,
  TestimonialInput,
  type TestimonialKind,
} from '#worker/schemas/testimonials.ts'

/** What the form edits: every kind's field is kept, only the chosen one is sent. */
export type TestimonialFormValues = {
  productId: string
  name: string
  rating: string
  kind: TestimonialKind
  text: string
  mediaId: string
  videoUrl: string
}

export const EMPTY_TESTIMONIAL: TestimonialFormValues = {
  productId: '',
  name: '',
  rating: '5',
  kind: 'text',
  text: '',
  mediaId: '',
  videoUrl: '',
}

export function toTestimonialInput(v: TestimonialFormValues): TestimonialInput {
  const base = { productId: v.productId, name: v.name, rating: Number(v.rating) || 0 }
  if (v.kind === 'image') return { ...base, kind: 'image', mediaId: v.mediaId }
  if (v.kind === 'video') return { ...base, kind: 'video', videoUrl: v.videoUrl }
  return { ...base, kind: 'text', text: v.text }
}

export function toFormValues(t: Testimonial): TestimonialFormValues {
  return {
    productId: t.productId ?? '',
    name: t.name,
    rating: String(t.rating),
    kind: t.kind,
    text: t.text ?? '',
    mediaId: t.mediaId ?? '',
    videoUrl: t.videoUrl ?? '',
  }
}

export const testimonialResolver = payloadResolver<TestimonialFormValues, TestimonialInput>(
  TestimonialInput,
  toTestimonialInput,
)

/** API issue paths → form fields (uploads report `image` or `file`). */
export const TESTIMONIAL_SERVER_FIELDS: Partial<Record<string, keyof TestimonialFormValues>> = {
  productId: 'productId',
  name: 'name',
  rating: 'rating',
  kind: 'kind',
  text: 'text',
  mediaId: 'mediaId',
  image: 'mediaId',
  file: 'mediaId',
  videoUrl: 'videoUrl',
}
