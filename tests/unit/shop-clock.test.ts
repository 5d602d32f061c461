import { describe, expect, it } from 'vitest'
import {
  dayBounds,
  dayStart,
  formatDateTime,
  formatSortableDateTime,
  localDay,
  monthBounds,
  shiftDay,
  shiftMonth,
  utcOffsetLabel,
  utcOffsetSeconds,
} from '#worker/schemas/shop-clock.ts'
import { StoreProfileInput } from '#worker/schemas/stores.ts'
import {
  SHOP_TIME_ZONES,
  timeZoneLabel,
  timeZoneOfPhone,
  timeZoneOption,
} from '#worker/schemas/time-zones.ts'

const COTONOU = 'Africa/Porto-Novo'
const OUAGA = 'Africa/Ouagadougou'
const utc = (iso: string) => new Date(iso)

describe('the local day of an instant', () => {
  it('puts 23:30 UTC on the next day in Cotonou and on the same day in Ouagadougou', () => {
    expect(localDay(utc('2026-11-19T23:30:00Z'), COTONOU)).toBe('2026-11-20')
    expect(localDay(utc('2026-11-19T23:30:00Z'), OUAGA)).toBe('2026-11-19')
    expect(localDay(utc('2026-11-20T22:59:59Z'), COTONOU)).toBe('2026-11-20')
    expect(localDay(utc('2026-11-20T23:00:00Z'), COTONOU)).toBe('2026-11-21')
  })

  it('follows daylight saving in a zone that keeps it (Paris), which a fixed offset would not', () => {
    expect(utcOffsetSeconds(utc('2026-01-15T12:00:00Z'), 'Europe/Paris')).toBe(3600)
    expect(utcOffsetSeconds(utc('2026-07-15T12:00:00Z'), 'Europe/Paris')).toBe(7200)
    expect(dayStart('2026-03-29', 'Europe/Paris').toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(dayStart('2026-03-30', 'Europe/Paris').toISOString()).toBe('2026-03-29T22:00:00.000Z')
  })
})

describe('the instants bounding a local day or month', () => {
  it('starts a day in Cotonou at 23:00 UTC the day before, and ends it 24 hours later', () => {
    const { start, end } = dayBounds('2026-11-20', COTONOU)
    expect(start.toISOString()).toBe('2026-11-19T23:00:00.000Z')
    expect(end.toISOString()).toBe('2026-11-20T23:00:00.000Z')
    expect(dayStart('2026-11-20', OUAGA).toISOString()).toBe('2026-11-20T00:00:00.000Z')
  })

  it('bounds a month, December to January included', () => {
    const { start, end } = monthBounds('2026-12', COTONOU)
    expect(start.toISOString()).toBe('2026-11-30T23:00:00.000Z')
    expect(end.toISOString()).toBe('2026-12-31T23:00:00.000Z')
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftDay('2026-02-28', 1)).toBe('2026-03-01')
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28')
  })
})

describe('dates for display', () => {
  it('writes an instant on the shop’s clock, for people and for spreadsheets', () => {
    const order = utc('2026-11-20T22:30:00Z')
    expect(formatDateTime(order, COTONOU)).toBe('20 nov. 2026, 23:30')
    expect(formatDateTime(order, OUAGA)).toBe('20 nov. 2026, 22:30')
    expect(formatSortableDateTime(order, COTONOU)).toBe('2026-11-20 23:30')
  })

  it('names the zone by its city and offset, and the settings’ list by country', () => {
    expect(utcOffsetLabel(COTONOU)).toBe('+1')
    expect(timeZoneLabel(COTONOU)).toBe('Heure de Cotonou (UTC+1)')
    expect(timeZoneLabel('Africa/Abidjan')).toBe('Heure d’Abidjan (UTC+0)')
    expect(timeZoneOption(COTONOU)).toBe('Bénin — UTC+1')
    expect(timeZoneOption('Africa/Dakar')).toBe('Sénégal — UTC+0')
  })
})

describe('the zones a shop may keep', () => {
  it('defaults a shop’s zone from its number’s country, Burkina Faso’s otherwise', () => {
    expect(timeZoneOfPhone('2290197123456')).toBe(COTONOU)
    expect(timeZoneOfPhone('22790123456')).toBe('Africa/Niamey')
    expect(timeZoneOfPhone('2250701020304')).toBe('Africa/Abidjan')
    expect(timeZoneOfPhone('22670123456')).toBe(OUAGA)
    expect(timeZoneOfPhone('33612345678')).toBe(OUAGA)
  })

  it('lists UTC+0 for Burkina, Côte d’Ivoire, Senegal, Mali, Togo, Guinea and UTC+1 for the others', () => {
    const offsets = Object.fromEntries(
      SHOP_TIME_ZONES.map((z) => [z.country, utcOffsetLabel(z.zone, utc('2026-06-01T00:00:00Z'))]),
    )
    expect(offsets).toEqual({
      'Burkina Faso': '+0',
      "Côte d'Ivoire": '+0',
      Sénégal: '+0',
      Mali: '+0',
      Togo: '+0',
      Guinée: '+0',
      Bénin: '+1',
      Niger: '+1',
      Cameroun: '+1',
      Gabon: '+1',
      Congo: '+1',
    })
  })

  it('accepts a listed zone and refuses any other', () => {
    const profile = (timeZone: string) =>
      StoreProfileInput.safeParse({ name: 'Awa', email: 'awa@boutique.test', timeZone })
    expect(profile('Africa/Libreville').success).toBe(true)
    expect(profile('Europe/Paris').error?.issues).toMatchObject([
      { path: ['timeZone'], message: 'Fuseau horaire inconnu : choisissez-en un dans la liste' },
    ])
  })
})
