import * as z from 'zod/mini'
import { optionalText, requiredText } from './fields'

export const CategoryInput = z.object({
  name: requiredText(80),
  description: optionalText(500),
})
export type CategoryInput = z.infer<typeof CategoryInput>

export type Category = {
  id: string
  name: string
  description: string | null
  productCount: number
}
