import { domainSettingsQuery } from '#dashboard/features/domains/queries.ts'
import { productListQuery } from '#dashboard/features/products/queries.ts'
import { personalizationQuery } from '#dashboard/features/settings/queries.ts'
import { BOARD_DAYS } from '#worker/schemas/board-period.ts'
import { statsQuery } from './queries.ts'

/*
 * What the owner's board reads, apart from the board: its route asks them as soon as the
 * session is back, while the board's code still downloads (routes.tsx, ADR 065).
 */

export { BOARD_DAYS }

/** The product count the first steps read: one row of the list is enough to know it. */
export const productCountQuery = () => productListQuery({ page: 1, pageSize: 1 })

export const ownerBoardQueries = () => [
  statsQuery(BOARD_DAYS),
  productCountQuery(),
  personalizationQuery(),
  domainSettingsQuery(),
]
