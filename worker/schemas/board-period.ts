/**
 * The period of the merchant's board, its figures and chart, in days: the app asks it, and the
 * worker reads it with the page (ADR 066). Alone in its module: the app's first file carries it,
 * not zod with the stats' schemas.
 */
export const BOARD_DAYS = 30
