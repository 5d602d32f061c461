import type { api } from './routes/index'

/**
 * The API's routes as one type: the only worker module the dashboard imports besides
 * `schemas/*` (type-only), so that `hc<ApiType>` types every call from its route (ADR 017).
 */
export type ApiType = typeof api
