/**
 * What the worker's shell and the dashboard agree on for a page's first screen (ADR 066): the
 * ids of the drawn page and of the reads' data block, and the shape of one read.
 */
export const FIRST_SCREEN_ID = 'bt-first-screen'
export const FIRST_READS_ID = 'bt-first-reads'

/** One answer of the API as the app's client would have had it: its body and its bookmark. */
export type FirstRead = { body: unknown; bookmark: string | null }
