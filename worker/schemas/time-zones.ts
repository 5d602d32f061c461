import { utcOffsetLabel } from './shop-clock'

/**
 * The time zones a shop may keep its days in (ADR 048): one per country the platform serves,
 * by IANA name, with the country (French) and the city its labels name. None keeps daylight
 * saving today; the arithmetic (shop-clock) would follow one that did. No zod here: the
 * board's first load reads the labels (ADR 039); the field's rule is in stores.ts.
 */
export const SHOP_TIME_ZONES = [
  { zone: 'Africa/Ouagadougou', country: 'Burkina Faso', city: 'Ouagadougou', dial: '226' },
  { zone: 'Africa/Abidjan', country: "Côte d'Ivoire", city: 'Abidjan', dial: '225' },
  { zone: 'Africa/Dakar', country: 'Sénégal', city: 'Dakar', dial: '221' },
  { zone: 'Africa/Bamako', country: 'Mali', city: 'Bamako', dial: '223' },
  { zone: 'Africa/Lome', country: 'Togo', city: 'Lomé', dial: '228' },
  { zone: 'Africa/Conakry', country: 'Guinée', city: 'Conakry', dial: '224' },
  // Porto-Novo is the capital and the IANA name; merchants read the time of Cotonou.
  { zone: 'Africa/Porto-Novo', country: 'Bénin', city: 'Cotonou', dial: '229' },
  { zone: 'Africa/Niamey', country: 'Niger', city: 'Niamey', dial: '227' },
  { zone: 'Africa/Douala', country: 'Cameroun', city: 'Douala', dial: '237' },
  { zone: 'Africa/Libreville', country: 'Gabon', city: 'Libreville', dial: '241' },
  { zone: 'Africa/Brazzaville', country: 'Congo', city: 'Brazzaville', dial: '242' },
] as const

export type ShopTimeZone = (typeof SHOP_TIME_ZONES)[number]['zone']

/** The platform's own zone, and a shop's when its country has none of the list (Burkina Faso's). */
export const DEFAULT_TIME_ZONE: ShopTimeZone = 'Africa/Ouagadougou'

const known = new Set<string>(SHOP_TIME_ZONES.map((z) => z.zone))
export const isShopTimeZone = (v: string): v is ShopTimeZone => known.has(v)

/**
 * A shop's zone from its phone's international digits ("229…" → Bénin's), else the default.
 * Calling codes are prefix-free, so the number's first digits name one country at most.
 */
export function timeZoneOfPhone(digits: string): ShopTimeZone {
  return SHOP_TIME_ZONES.find((z) => digits.startsWith(z.dial))?.zone ?? DEFAULT_TIME_ZONE
}

const entryOf = (zone: string) => SHOP_TIME_ZONES.find((z) => z.zone === zone)

/**
 * The calling code of the country a shop's zone names ("Africa/Abidjan" → "225"), for a number
 * the merchant typed without one; Burkina Faso's for a zone of no listed country.
 */
export const callingCodeOfZone = (zone: string): string => entryOf(zone)?.dial ?? '226'

/** "Bénin — UTC+1": how the settings' list names a zone. */
export const timeZoneOption = (zone: string, at?: Date) =>
  `${entryOf(zone)?.country ?? zone} — UTC${utcOffsetLabel(zone, at)}`

/** "de Cotonou", "d’Abidjan": a clock named after the city people know it by. */
function ofCity(zone: string) {
  const city = entryOf(zone)?.city ?? zone.split('/').pop()?.replace(/_/g, ' ') ?? zone
  return /^[AEIOUÉ]/.test(city) ? `d’${city}` : `de ${city}`
}

/** "Heure de Cotonou (UTC+1)": what the shop's figures and dates are told in. */
export function timeZoneLabel(zone: string, at?: Date): string {
  return `Heure ${ofCity(zone)} (UTC${utcOffsetLabel(zone, at)})`
}

/** "heure de Cotonou, UTC+1": the clock as a CSV column's header names it. */
export const timeZoneColumn = (zone: string) => `heure ${ofCity(zone)}, UTC${utcOffsetLabel(zone)}`
