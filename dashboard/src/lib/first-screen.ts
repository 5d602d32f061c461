/*
 * A page the worker drew with the shell, before this app's code arrived (ADR 066): the order
 * of an alert's link on a slow phone. What it read comes with it, by the API path the app
 * would ask; the app takes each read once, as its query's first data, and removes the drawn
 * page once its router has drawn its own.
 */

/** When the page was read: the reads are as fresh as the page. */
export const FIRST_READS_AT = Date.now()

let reads: Map<string, unknown> | undefined

function firstReads(): Map<string, unknown> {
  if (reads) return reads
  reads = new Map()
  const block = document.getElementById('bt-first-reads')
  try {
    if (block?.textContent)
      for (const entry of Object.entries(JSON.parse(block.textContent))) reads.set(...entry)
  } catch {
    // An unreadable block is no read: the app asks the API, as without a first screen.
  }
  return reads
}

/** The worker's read of `path` for this page, once; later queries ask the API. */
export function takeFirstRead<T>(path: string): T | undefined {
  const all = firstReads()
  const read = all.get(path) as T | undefined
  all.delete(path)
  return read
}

/** The worker's drawing gives way to the app's. */
export function dropFirstScreen(): void {
  document.getElementById('bt-first-screen')?.remove()
  document.getElementById('bt-first-reads')?.remove()
}
