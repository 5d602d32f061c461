import { defineTheme } from '../shared/theme-kit'
import { Layout } from './layout'

/** Marché: the stalls first (categories as tiles), then many products at a glance. */
export const marche = defineTheme({
  Layout,
  home: ['hero', 'categories', 'featured', 'cta', 'testimonials', 'about'],
  cardSizes: '(min-width:1000px) 210px, (min-width:700px) 25vw, 50vw',
})
