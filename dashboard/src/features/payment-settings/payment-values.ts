import { DEFAULT_COUNTRY, dialCodeOf } from '#dashboard/lib/countries.ts'
import { payloadResolver } from '#dashboard/lib/forms.ts'
import {
  type PaymentAccount,
  type PaymentAccountInput,
  type PaymentSettings,
  PaymentSettingsInput,
  WalletInput,
  type WalletOperator,
} from '#worker/schemas/payments.ts'

/** Cash on delivery and the delay, typed as text like every number field. */
export type MethodsFormValues = { cashOnDelivery: boolean; paymentDelayMinutes: string }

export const toMethodsValues = (s: PaymentSettings): MethodsFormValues => ({
  cashOnDelivery: s.cashOnDelivery,
  paymentDelayMinutes: String(s.paymentDelayMinutes),
})

export const methodsResolver = payloadResolver<MethodsFormValues, PaymentSettingsInput>(
  PaymentSettingsInput,
  (v) => ({
    cashOnDelivery: v.cashOnDelivery,
    // Blank or not a number reads as 0: the schema's own "between 5 minutes and 7 days" then shows.
    paymentDelayMinutes: Number(v.paymentDelayMinutes.trim()) || 0,
  }),
)

/** One provider card: the mode as a switch, and the keys typed now (blank = keep the stored one). */
export type AccountFormValues = { live: boolean; enabled: boolean; keys: Record<string, string> }

export const toAccountValues = (a: PaymentAccount): AccountFormValues => ({
  live: a.mode === 'live',
  enabled: a.enabled,
  keys: Object.fromEntries(a.fields.map((f) => [f, ''])),
})

/**
 * What PUT …/accounts/<provider> receives: blank keys are left out, so the server keeps the
 * stored ones and the merchant can flip the mode or the switch without retyping them.
 */
export function toAccountPayload(v: AccountFormValues): PaymentAccountInput {
  const typed = Object.entries(v.keys)
    .map(([field, value]) => [field, value.trim()] as const)
    .filter(([, value]) => value !== '')
  return {
    mode: v.live ? 'live' : 'test',
    enabled: v.enabled,
    ...(typed.length > 0 ? { credentials: Object.fromEntries(typed) } : {}),
  }
}

/** A stored key is only ever shown by its last 4 characters. */
export const keyPlaceholder = (hint: string | undefined) => (hint ? `••••${hint}` : '')

/** An API issue path → the provider card's field (`credentials.secretKey` → `keys.secretKey`). */
export function accountFieldOf(path: string): `keys.${string}` | 'enabled' | 'live' | null {
  if (path.startsWith('credentials.')) return `keys.${path.slice('credentials.'.length)}`
  if (path === 'enabled') return 'enabled'
  if (path === 'mode') return 'live'
  return null
}

/** A wallet: a country picker beside the national number, as every phone form. */
export type WalletFormValues = {
  operator: WalletOperator | ''
  country: string
  phone: string
  holderName: string
}

export const EMPTY_WALLET: WalletFormValues = {
  operator: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  holderName: '',
}

export const walletResolver = payloadResolver<WalletFormValues, WalletInput>(
  WalletInput,
  ({ country, phone, ...v }) => ({ ...v, phoneCountryCode: dialCodeOf(country), number: phone }),
)

/** API issue paths → wallet form fields. */
export const WALLET_SERVER_FIELDS = {
  operator: 'operator',
  phoneCountryCode: 'country',
  number: 'phone',
  holderName: 'holderName',
} as const
