import * as z from 'zod/mini'
import {
  countryCode,
  digits,
  hexColor,
  nationalPhone,
  optionalEmail,
  optionalText,
  phonePlan,
  requiredText,
} from './fields'
import { msg } from './messages'
import { isCurrency } from './money'
import type {
  AboutSection,
  CallToActionSection,
  HeroSection,
  SocialMedia,
  ThemeName,
} from './personalization'
import { DEFAULT_COUNTRY_CODE } from './phone'
import { isShopTimeZone } from './time-zones'

export const storeProfileMsg = {
  currencyLocked: 'La devise ne peut plus être changée : votre boutique a déjà des produits',
  logoType: 'Le logo doit être au format JPG, PNG ou GIF',
  unknownTimeZone: 'Fuseau horaire inconnu : choisissez-en un dans la liste',
  emailRequired:
    'Indiquez l’e-mail de la boutique : il est obligatoire tant que vous n’avez pas de numéro WhatsApp vérifié',
  logoChanged: 'Le logo a changé entre-temps : rechargez la page',
} as const

/** Text fields of the "Configurer Votre Boutique" form; the logo travels beside them as a file. */
export const StoreCreateInput = z
  .object({
    name: requiredText(80),
    phoneCountryCode: z.optional(countryCode),
    phone: nationalPhone,
    /** Optional only for a merchant with a WhatsApp number (storeProfileMsg.emailRequired). */
    email: optionalEmail,
    address: optionalText(200),
    brand: optionalText(80),
    currency: z.optional(z.string().check(z.refine(isCurrency, msg.invalidCurrency))),
    color: z.optional(hexColor),
  })
  .check(phonePlan(DEFAULT_COUNTRY_CODE))
export type StoreCreateInput = z.infer<typeof StoreCreateInput>

/** An empty phone keeps the shop's current number (optional on the company profile). */
const optionalPhone = z.optional(z.string().check(z.trim(), z.maxLength(40, msg.invalidPhone)))

/** PUT /api/store/profile (company profile). The slug never changes: shared links keep working. */
export const StoreProfileInput = z
  .object({
    name: requiredText(80),
    brand: optionalText(80),
    email: optionalEmail,
    phoneCountryCode: z.optional(countryCode),
    phone: optionalPhone,
    address: optionalText(200),
    currency: z.optional(z.string().check(z.refine(isCurrency, msg.invalidCurrency))),
    /** Left out, the shop keeps its zone (ADR 048); one outside the list is refused. */
    timeZone: z.optional(
      z.string().check(z.refine(isShopTimeZone, storeProfileMsg.unknownTimeZone)),
    ),
    /** Left out, the shop keeps its current cap. */
    maxOrderQuantity: z.optional(
      digits.check(
        z.refine((v) => Number(v) >= 1 && Number(v) <= MAX_ORDER_QUANTITY, msg.orderCapRange),
      ),
    ),
  })
  .check(phonePlan(DEFAULT_COUNTRY_CODE))
export type StoreProfileInput = z.infer<typeof StoreProfileInput>

/** The highest cap a shop may set: what one order line may ever hold. */
export const MAX_ORDER_QUANTITY = 999

export const SubscriptionStatus = z.enum(['active', 'expired', 'suspended'])
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>

export type Store = {
  id: string
  ownerId: string
  name: string
  slug: string
  phone: string
  /** '' when the shop has none (allowed with a WhatsApp number, issue 15 / ADR 024). */
  email: string
  address: string | null
  brand: string | null
  currency: string
  /** IANA name of the zone its days and dates follow (ADR 048, `SHOP_TIME_ZONES`). */
  timeZone: string
  color: string
  logoUrl: string | null
  /**
   * The logo predates its small copies (ADR 058): the owner's dashboard draws them from it and
   * sends them (POST /api/store/logo/copies). Only ever true on the owner's own shop.
   */
  logoNeedsCopies: boolean
  /** Most units of one order line a shopper may ask for. */
  maxOrderQuantity: number
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
  | 'timeZone'
  | 'color'
  | 'logoUrl'
  | 'maxOrderQuantity'
> & {
  aboutTitle: string | null
  socialMedia: SocialMedia
  hero: HeroSection | null
  about: AboutSection | null
  callToAction: CallToActionSection | null
  facebookPixelId: string | null
  theme: ThemeName
}
