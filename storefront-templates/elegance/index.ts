import { defineTheme } from '../shared/theme-kit'
import { Layout } from './layout'

/** Élégance: the story first (about), then a few products, large and airy. */
export const elegance = defineTheme({
  Layout,
  home: ['hero', 'about', 'featured', 'testimonials', 'categories', 'cta'],
  cardSizes: '(min-width:1000px) 340px, (min-width:700px) 30vw, 46vw',
})
