/**
 * What the worker's shell and the dashboard agree on for a page's first screen (ADR 066): the
 * ids of the drawn page and of the reads' data block, and the shape of one read.
 */
export const FIRST_SCREEN_ID = 'bt-first-screen'
export const FIRST_READS_ID = 'bt-first-reads'

/** One answer of the API as the app's client would have had it: its body and its bookmark. */
export type FirstRead = { body: unknown; bookmark: string | null }

/**
 * Who is signed in, among a page's first reads: with it the app draws the page from the reads
 * while the session's token is still coming (ADR 067).
 */
export const ME_PATH = '/api/verifyToken'
