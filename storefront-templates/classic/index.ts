import { defineTheme } from '../shared/theme-kit'
import { Layout } from './layout'

export const classic = defineTheme({
  Layout,
  home: ['hero', 'categories', 'featured', 'about', 'testimonials', 'cta'],
  cardSizes: '(min-width:1000px) 270px, (min-width:700px) 33vw, 50vw',
})
