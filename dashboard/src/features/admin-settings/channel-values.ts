import type { FieldErrors, Resolver } from 'react-hook-form'
import { DEFAULT_COUNTRY, dialCodeOf, splitPhone } from '#dashboard/lib/countries.ts'
import type { WalletOperator } from '#worker/schemas/payments.ts'
import {
  type PlatformChannel,
  PlatformPaymentSettingsInput,
} from '#worker/schemas/platform-settings.ts'
import '#dashboard/lib/zod-fr.ts'

/** One row of the form: the stored international number split back into country and number. */
export type ChannelValues = {
  operator: WalletOperator
  country: string
  number: string
  holderName: string
  merchantCode: string
  ussdCode: string
  note: string
}
export type ChannelFormValues = { channels: ChannelValues[] }

export const EMPTY_CHANNEL: ChannelValues = {
  operator: 'orange',
  country: DEFAULT_COUNTRY,
  number: '',
  holderName: '',
  merchantCode: '',
  ussdCode: '',
  note: '',
}

/** "2250102030405" → Côte d'Ivoire, "0102030405": what the administrator typed. */
export function toChannelValues(channel: PlatformChannel): ChannelValues {
  const { country, phone } = splitPhone(channel.number)
  return {
    operator: channel.operator,
    country,
    number: phone,
    holderName: channel.holderName,
    merchantCode: channel.merchantCode ?? '',
    ussdCode: channel.ussdCode ?? '',
    note: channel.note ?? '',
  }
}

/** The PUT body: optional texts left empty are left out. */
export function toSettingsInput(values: ChannelFormValues): PlatformPaymentSettingsInput {
  return {
    channels: values.channels.map(({ country, merchantCode, ussdCode, note, ...c }) => ({
      ...c,
      phoneCountryCode: `+${dialCodeOf(country)}`,
      ...(merchantCode.trim() ? { merchantCode } : {}),
      ...(ussdCode.trim() ? { ussdCode } : {}),
      ...(note.trim() ? { note } : {}),
    })),
  }
}

/** Where an API issue path shows in this form: the number's country is its own field. */
export function formPathOf(path: string): string {
  if (path === 'channels' || path === '') return 'channels.root'
  return path.replace(/\.phoneCountryCode$/, '.country')
}

/** Client-side check with the worker's own schema, each issue on its row's field. */
export const channelsResolver: Resolver<
  ChannelFormValues,
  unknown,
  PlatformPaymentSettingsInput
> = async (values) => {
  const result = PlatformPaymentSettingsInput.safeParse(toSettingsInput(values))
  if (result.success) return { values: result.data, errors: {} }
  const errors: Record<string, unknown> = {}
  for (const issue of result.error.issues) {
    const keys = formPathOf(issue.path.join('.')).split('.')
    let node = errors
    for (const key of keys.slice(0, -1)) {
      node[key] ??= {}
      node = node[key] as Record<string, unknown>
    }
    node[keys.at(-1)!] ??= { type: 'validate', message: issue.message }
  }
  return { values: {}, errors: errors as FieldErrors<ChannelFormValues> }
}
