/**
 * D1 bookmarks as the API and its callers exchange them (ADR 037, amendment): one bookmark per
 * database, since one database's bookmark means nothing to another (ADR 036). Shared by the
 * worker (which reads what a request brings) and the dashboard (which keeps the newest per
 * database), so both read one format: `name=bookmark` pairs separated by commas,
 * `DB=00000085-…,SHOP_DB_2=0000002a-…`. A comma, because HTTP joins a repeated header with
 * `, ` (the spaces are allowed); `=`, because neither a binding name nor a bookmark holds one.
 */
export const BOOKMARK_HEADER = 'x-d1-bookmark'

/**
 * D1's bookmarks as its binding returns them: four dash-separated lowercase hex fields
 * (`00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683`), compared as text by the
 * binding itself. A bookmark from a client is untrusted input: any other shape is ignored.
 */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/
export const isBookmark = (value: string): boolean => BOOKMARK.test(value)

/** A binding's name as wrangler.toml allows it; the worker also checks that it is bound. */
const DATABASE_NAME = /^[A-Z][A-Z0-9_]{0,31}$/

/**
 * Before shops left the directory a bookmark came bare, and it was the directory's (every shop
 * lived on `DB`). Read as such for the deploy that brings pairs (a dashboard tab still open, a
 * shopper's one-minute cookie); `DIRECTORY` in worker/db/databases.ts names the same binding.
 */
export const BARE_BOOKMARK_DATABASE = 'DB'

/**
 * What a request may bring: a request opens a handful of databases (the directory and one
 * shop's), and a dashboard keeps one pair per database it has used. Past these bounds the text
 * is not read; a database without a bookmark starts as a call without one (ADR 037), which for
 * a signed-in call is the primary, hence never older than the caller's writes.
 */
export const MAX_BOOKMARK_PAIRS = 32
export const MAX_BOOKMARKS_LENGTH = MAX_BOOKMARK_PAIRS * 96

/**
 * The bookmarks a text carries, by database name. A malformed pair (no bookmark's shape, a
 * name no binding could have) is skipped, never an error; of two for one name, the newer.
 */
export function readBookmarks(text: string | null | undefined): Map<string, string> {
  const found = new Map<string, string>()
  if (!text) return found
  const pairs = text.slice(0, MAX_BOOKMARKS_LENGTH).split(',', MAX_BOOKMARK_PAIRS)
  for (const pair of pairs) {
    const item = pair.trim()
    const at = item.indexOf('=')
    const name = at === -1 ? BARE_BOOKMARK_DATABASE : item.slice(0, at)
    const bookmark = item.slice(at + 1)
    if (!DATABASE_NAME.test(name) || !isBookmark(bookmark)) continue
    const kept = found.get(name)
    if (kept === undefined || bookmark > kept) found.set(name, bookmark)
  }
  return found
}

/** The text of `bookmarks`, names in order (the same set always gives the same text). */
export function writeBookmarks(bookmarks: ReadonlyMap<string, string>): string {
  return [...bookmarks]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, bookmark]) => `${name}=${bookmark}`)
    .join(',')
}

/**
 * The newest bookmark of every database either text names: answers may arrive out of order,
 * and an answer names only the databases its request opened. Null when neither names any.
 */
export function mergeBookmarks(kept: string | null, answered: string | null): string | null {
  const merged = readBookmarks(kept)
  for (const [name, bookmark] of readBookmarks(answered)) {
    const old = merged.get(name)
    if (old === undefined || bookmark > old) merged.set(name, bookmark)
  }
  return merged.size > 0 ? writeBookmarks(merged) : null
}
