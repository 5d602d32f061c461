import { DEFAULT_TIME_ZONE } from '#worker/schemas/time-zones.ts'
import { todayIso } from './format.ts'
import { useAtelierAccess } from './queries.ts'

/**
 * Today on the shop's clock ('YYYY-MM-DD', ADR 048), not the browser's: a tailor travelling,
 * or a phone set to another zone, still sees the shop's day. Apart from queries.ts, which the
 * menu loads on every page: the zones' arithmetic comes only with the screens needing it.
 */
export function useShopToday() {
  return todayIso(useAtelierAccess().data?.timeZone ?? DEFAULT_TIME_ZONE)
}
