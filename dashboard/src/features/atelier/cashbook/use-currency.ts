import { formatMoney } from '#worker/schemas/money.ts'
import { useAtelierAccess } from '../shell/queries.ts'

/**
 * The shop's currency and its formatter, from the atelier access (a staff account cannot read
 * the shop itself). The access is already loaded by the layout around every atelier page.
 */
export function useAtelierMoney() {
  const currency = useAtelierAccess().data?.currency ?? 'XOF'
  return { currency, money: (minor: number) => formatMoney(minor, currency) }
}
