import { BOOKMARK_HEADER } from '#worker/schemas/bookmarks.ts'
import {
  FIRST_READS_ID,
  FIRST_SCREEN_ID,
  type FirstRead,
  ME_PATH,
} from '#worker/schemas/first-screen.ts'

/*
 * What the worker read with the page, before this app's code arrived (ADR 066): the answers
 * of the API calls the page's first screen makes, by the path the client asks, and for an
 * order its page drawn. The client takes each answer once, in its first seconds, instead of
 * asking the network; the app removes the drawn page once its router has drawn its own.
 */

/** Past this, an answer read with the page is no longer taken: the network is asked. */
const FRESH_FOR_MS = 30_000
const readAt = Date.now()
let reads: Map<string, FirstRead> | undefined

function firstReads(): Map<string, FirstRead> {
  if (reads) return reads
  reads = new Map()
  const block = typeof document === 'undefined' ? null : document.getElementById(FIRST_READS_ID)
  try {
    if (block?.textContent)
      for (const [path, read] of Object.entries(JSON.parse(block.textContent)))
        reads.set(path, read as FirstRead)
  } catch {
    // An unreadable block is no read: the app asks the API, as without it.
  }
  return reads
}

/** The reads still to take, while fresh. */
function freshReads(): Map<string, FirstRead> {
  const all = firstReads()
  if (Date.now() - readAt > FRESH_FOR_MS) all.clear()
  return all
}

/**
 * Whether the page brought who is signed in (ADR 067): the app may then draw it from its reads
 * while the session's token is still coming.
 */
export const signedInWithPage = (): boolean => freshReads().has(ME_PATH)

/** The worker's answer to `GET path` for this page, once and while fresh; else undefined. */
export function takeFirstRead(path: string): Response | undefined {
  const all = freshReads()
  const read = all.get(path)
  if (!read) return undefined
  all.delete(path)
  const headers = new Headers({ 'content-type': 'application/json' })
  if (read.bookmark) headers.set(BOOKMARK_HEADER, read.bookmark)
  return new Response(JSON.stringify(read.body), { status: 200, headers })
}

/** The worker's drawing gives way to the app's. */
export function dropFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove()
  document.getElementById(FIRST_READS_ID)?.remove()
}
