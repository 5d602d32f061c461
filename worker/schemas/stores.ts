import { z } from 'zod'
import { countryCode, email, hexColor, optionalText, phone, requiredText } from './fields'
import { msg } from './messages'
import { isCurrency } from './money'

/** Text fields of the "Configurer Votre Boutique" form; the logo travels beside them as a file. */
export const StoreCreateInput = z.object({
  name: requiredText(80),
  phoneCountryCode: countryCode.optional(),
  phone,
  email,
  address: optionalText(200),
  brand: optionalText(80),
  currency: z.string().refine(isCurrency, msg.invalidCurrency).optional(),
  color: hexColor.optional(),
})
export type StoreCreateInput = z.infer<typeof StoreCreateInput>

export const SubscriptionStatus = z.enum(['active', 'expired', 'suspended'])
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>

export type Store = {
  id: string
  ownerId: string
  name: string
  slug: string
  phone: string
  email: string
  address: string | null
  brand: string | null
  currency: string
  color: string
  logoUrl: string | null
  url: string
  subscription: { status: SubscriptionStatus; plan: string; endDate: string | null }
  createdAt: string
}

/** What a storefront may show about a shop: no owner, no subscription. */
export type PublicStore = Pick<
  Store,
  | 'id'
  | 'name'
  | 'slug'
  | 'phone'
  | 'email'
  | 'address'
  | 'brand'
  | 'currency'
  | 'color'
  | 'logoUrl'
> & {
  aboutTitle: string | null
  socialMedia: Record<'whatsapp' | 'facebook' | 'youtube' | 'instagram' | 'tiktok', string | null>
}
