import type { RouteObject } from 'react-router'

export const testimonialRoutes: RouteObject[] = [
  {
    path: 'testimonies',
    lazy: async () => ({
      Component: (await import('./testimonials-page.tsx')).TestimonialsPage,
    }),
  },
  {
    path: 'testimonies/add',
    lazy: async () => ({
      Component: (await import('./testimonial-new-page.tsx')).TestimonialNewPage,
    }),
  },
  {
    path: 'testimonies/edit/:testimonId',
    lazy: async () => ({
      Component: (await import('./testimonial-edit-page.tsx')).TestimonialEditPage,
    }),
  },
  {
    path: 'testimonies/:testimonId',
    lazy: async () => ({
      Component: (await import('./testimonial-detail-page.tsx')).TestimonialDetailPage,
    }),
  },
]
