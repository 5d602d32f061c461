import { describe, expect, it } from 'vitest'
import {
  type ChannelValues,
  channelsResolver,
  EMPTY_CHANNEL,
  formPathOf,
  toChannelValues,
  toSettingsInput,
} from '#dashboard/features/admin-settings/channel-values.ts'
import { spacedNumber } from '#dashboard/features/settings/payment-display.ts'
import { msg } from '#worker/schemas/messages.ts'
import type { PlatformChannel } from '#worker/schemas/platform-settings.ts'

const stored: PlatformChannel = {
  operator: 'moov',
  number: '2250102030405',
  holderName: 'Boutiko CI',
  merchantCode: null,
  ussdCode: '*155#',
  note: null,
}

const resolve = (channels: ChannelValues[]) =>
  channelsResolver({ channels }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  } as never)

describe('toChannelValues / toSettingsInput', () => {
  it('splits a stored Ivorian number back into its country and the digits typed, and sends it back the same', () => {
    const values = toChannelValues(stored)
    expect(values).toEqual({
      operator: 'moov',
      country: 'CI',
      number: '0102030405',
      holderName: 'Boutiko CI',
      merchantCode: '',
      ussdCode: '*155#',
      note: '',
    })
    expect(toSettingsInput({ channels: [values] })).toEqual({
      channels: [
        {
          operator: 'moov',
          phoneCountryCode: '+225',
          number: '0102030405',
          holderName: 'Boutiko CI',
          ussdCode: '*155#',
        },
      ],
    })
  })

  it('reads a Burkina number as Burkina Faso', () => {
    expect(toChannelValues({ ...stored, number: '22670112233' })).toMatchObject({
      country: 'BF',
      number: '70112233',
    })
  })
})

describe('channelsResolver', () => {
  it("puts each issue on its own row's field, with the worker schema's French words", async () => {
    const result = await resolve([
      { ...EMPTY_CHANNEL, number: '70112233', holderName: 'Boutiko' },
      { ...EMPTY_CHANNEL, number: '12', holderName: '', ussdCode: '<b>' },
    ])
    const rows = result.errors.channels as unknown as Record<
      string,
      Record<string, { message: string }>
    >
    expect(rows[0]).toBeUndefined()
    expect(rows[1]?.holderName?.message).toBe(msg.required)
    expect(rows[1]?.number?.message).toMatch(/numéro/i)
    expect(rows[1]?.ussdCode?.message).toMatch(/Code invalide/)
  })

  it('maps the API paths of the list and of a country code to the fields showing them', () => {
    expect(formPathOf('channels')).toBe('channels.root')
    expect(formPathOf('channels.2.phoneCountryCode')).toBe('channels.2.country')
    expect(formPathOf('channels.1.number')).toBe('channels.1.number')
  })
})

describe('spacedNumber', () => {
  it('shows an international number with its dial code and pairs of digits', () => {
    expect(spacedNumber('22670112233')).toBe('+226 70 11 22 33')
    expect(spacedNumber('2250102030405')).toBe('+225 01 02 03 04 05')
  })
})
