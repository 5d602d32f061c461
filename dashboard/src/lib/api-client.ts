import type { ClientResponse } from 'hono/client'
import { hc } from 'hono/client'
import type { ResponseFormat } from 'hono/types'
import type { ApiType } from '#worker/api-type.ts'
import type { AuthResult } from '#worker/schemas/auth.ts'
import { UNEXPECTED_ERROR } from '#worker/schemas/basic-messages.ts'
import { BOOKMARK_HEADER, mergeBookmarks } from '#worker/schemas/bookmarks.ts'
import { takeFirstRead } from './first-screen.ts'
import { fr } from './fr.ts'

export type ApiIssue = { path: string; message: string }

/** The client-side face of the worker's error envelope `{ error: { code, message, requestId, issues } }`. */
export class ApiClientError extends Error {
  readonly status: number
  readonly code: string
  readonly requestId: string | null
  readonly issues: ApiIssue[]

  constructor(
    status: number,
    body: Partial<{ code: string; message: string; requestId: string; issues: ApiIssue[] }> = {},
  ) {
    super(body.message || UNEXPECTED_ERROR)
    this.name = 'ApiClientError'
    this.status = status
    this.code = body.code ?? 'UNKNOWN'
    this.requestId = body.requestId ?? null
    this.issues = body.issues ?? []
  }
}

/** Any thrown value → the sentence to show a person. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiClientError ? error.message : UNEXPECTED_ERROR
}

export const isNotFound = (error: unknown) =>
  error instanceof ApiClientError && error.status === 404

/** An upload's refusal names the file's problem (its first issue) rather than the request's. */
export function uploadErrorMessage(error: unknown): string {
  return error instanceof ApiClientError && error.issues[0]
    ? error.issues[0].message
    : errorMessage(error)
}

// The access token lives in memory only; the refresh token is an httpOnly cookie the SPA never sees.
let accessToken: string | null = null
let refreshing: Promise<AuthResult | null> | null = null
const expiredListeners = new Set<() => void>()

export const getAccessToken = () => accessToken
export function setAccessToken(token: string | null) {
  accessToken = token
}

/** Called when a signed-in call still answers 401 after the one refresh: the session is over. */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener)
  return () => expiredListeners.delete(listener)
}

/**
 * The newest database bookmarks the API has answered with, one per database (ADR 037), sent
 * back with every call so that a read never comes from a replica older than this person's last
 * write there. Kept in localStorage (every tab of the dashboard shares them: an edit in one tab
 * shows in the other), in memory when storage is refused. An answer names only the databases
 * its request opened, and answers may arrive out of order: each database keeps the newer of
 * its two bookmarks (they compare as text). The format and the merge: worker/schemas/bookmarks.ts.
 */
// The key of the single-bookmark form: a bare bookmark still kept there reads as the directory's.
export const BOOKMARKS_KEY = 'boutiko.d1-bookmark'
let bookmarksInMemory: string | null = null

/** What to send: the kept pairs, rewritten (a bare bookmark kept before pairs is the directory's). */
export function lastBookmarks(): string | null {
  let kept = bookmarksInMemory
  try {
    kept = localStorage.getItem(BOOKMARKS_KEY) ?? bookmarksInMemory
  } catch {
    // Storage refused (private browsing): the memory copy serves this tab.
  }
  return mergeBookmarks(kept, null)
}

/** Keeps the bookmarks of an answer (fetch or XHR) that are newer than the ones kept. */
export function rememberBookmarks(answered: string | null) {
  if (!answered) return
  const merged = mergeBookmarks(lastBookmarks(), answered)
  if (merged === null) return
  bookmarksInMemory = merged
  try {
    localStorage.setItem(BOOKMARKS_KEY, merged)
  } catch {
    // Storage refused (private browsing, quota): the memory copy serves this tab.
  }
}

/**
 * Whether the last answers came from the phone rather than the network, and how old they are
 * (ADR 057). The service worker marks an answer it gives back offline with `x-boutiko-offline`:
 * the time it was stored, or `none` when it had nothing. Any answer from the network ends it.
 */

/** undefined: online. Otherwise the time of the oldest data shown (null: none shown yet). */
let storedAt: number | null | undefined
const listeners = new Set<() => void>()

function noteAnswer(res: Response): void {
  const mark = res.headers.get('x-boutiko-offline')
  const time = Number(mark) || null
  const next =
    mark === null ? undefined : storedAt && time ? Math.min(storedAt, time) : (storedAt ?? time)
  if (next === storedAt) return
  storedAt = next
  for (const listener of listeners) listener()
}

export const offlineSince = () => storedAt
export const isOffline = () => storedAt !== undefined

export function onOfflineChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** fetch with the headers every call carries; a network failure becomes an ApiClientError. */
async function send(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set('X-Requested-With', 'XMLHttpRequest')
  headers.set('Accept', 'application/json')
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`)
  const bookmarks = lastBookmarks()
  if (bookmarks) headers.set(BOOKMARK_HEADER, bookmarks)
  return received(fetch(url, { ...init, headers, credentials: 'same-origin' }))
}

/** An answer's bookkeeping: its bookmarks kept, its age noted; a network failure, an ApiClientError. */
async function received(answer: Promise<Response>): Promise<Response> {
  let res: Response
  try {
    res = await answer
  } catch {
    throw new ApiClientError(0, { code: 'NETWORK', message: fr.errors.network })
  }
  rememberBookmarks(res.headers.get(BOOKMARK_HEADER))
  // An answer the service worker gave back from the phone says how old it is (ADR 057).
  noteAnswer(res)
  return res
}

/**
 * The refresh the shell's HTML started before this code arrived (index.html, ADR 065), taken
 * once: it already spent the cookie's token, so the first refresh is its answer.
 */
function takeEarlyRefresh(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined
  const page = window as { __boutikoRefresh?: Promise<Response> }
  const early = page.__boutikoRefresh
  page.__boutikoRefresh = undefined
  return early
}

/**
 * The refresh spends the cookie's token and answers with the next one (`Set-Cookie`). Left
 * behind by a page load (a tap on a link, a reload) it would be cut off with its answer: the
 * browser keeps the spent token, and its next use ends the whole session as a stolen copy.
 * `keepalive` lets it finish after the page is gone, so the browser still stores the next token.
 */
const postRefresh = () => {
  const early = takeEarlyRefresh()
  const answer = early
    ? received(early)
    : send('/api/refresh', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
        keepalive: true,
      })
  return answer.then(async (res) => (res.ok ? ((await res.json()) as AuthResult) : null))
}

/** The Web Lock of the refresh, which the shell's first script takes too (index.html). */
export const REFRESH_LOCK = 'boutiko-refresh'

/**
 * One refresh at a time: every caller that hits a 401 while a refresh is running awaits the
 * same promise, because the server revokes the whole session when a refresh token is reused.
 * Across tabs (two tabs restored together share the cookie) a Web Lock does the same job.
 */
export function refreshSession(): Promise<AuthResult | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  refreshing ??= (locks ? locks.request(REFRESH_LOCK, postRefresh) : postRefresh())
    .catch(() => null)
    .then((session) => {
      setAccessToken(session?.token ?? null)
      return session
    })
    .finally(() => {
      refreshing = null
    })
  return refreshing
}

const AUTH_PATHS = /^\/api\/(signin|signup|refresh|logout)(\?|$)/

/** fetch with the bearer token; a 401 triggers ONE refresh and ONE retry. */
async function fetchWithRefresh(input: RequestInfo | URL, init: RequestInit = {}) {
  const url = input instanceof Request ? input.url : String(input)
  // Read by the worker with the page (ADR 066): the answer is already here.
  const read = (init.method ?? 'GET') === 'GET' ? takeFirstRead(url) : undefined
  if (read) return received(Promise.resolve(read))
  // A page drawn from its reads before the session's token (ADR 067): the call waits for it
  // rather than being refused.
  if (!accessToken && refreshing && !AUTH_PATHS.test(url)) await refreshing
  const res = await send(url, init)
  if (res.status !== 401 || AUTH_PATHS.test(url)) return res
  const session = await refreshSession()
  if (!session) {
    for (const listener of expiredListeners) listener()
    return res
  }
  return send(url, init)
}

/**
 * Every route of the API, typed from the worker's routes (ADR 017): `api.products.$get(…)`.
 * Its fetch is ours, so each call carries the bearer token and gets the one refresh.
 */
export const api = hc<ApiType>('/api', { fetch: fetchWithRefresh })

/** `Body` when status `S` (or one of a union of statuses) is a 2xx. */
type IfSuccess<S, Body> = S extends number ? (`${S}` extends `2${string}` ? Body : never) : never

/** The body type of a response's 2xx branches (`undefined` for a 204 or other bodiless answer). */
export type Ok<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? IfSuccess<S, F extends 'json' ? T : undefined>
    : never

/** The response when its status is 2xx; otherwise its error envelope, thrown as an ApiClientError. */
export async function ensureOk<R extends { ok: boolean; status: number; json(): Promise<unknown> }>(
  res: R,
): Promise<R> {
  if (res.ok) return res
  const body = (await res.json().catch(() => null)) as {
    error?: ConstructorParameters<typeof ApiClientError>[1]
  } | null
  throw new ApiClientError(res.status, body?.error)
}

/** A typed response → its JSON body (2xx), or the error envelope thrown as an ApiClientError. */
export async function unwrap<R extends ClientResponse<unknown, number, ResponseFormat>>(
  response: R | Promise<R>,
): Promise<Ok<R>> {
  const res = await ensureOk(await response)
  return (res.status === 204 ? undefined : await res.json()) as Ok<R>
}

/** Path params, encoded (hc puts them in the URL as they are): `param: encoded({ id })`. */
export function encoded<T extends Record<string, string>>(params: T): T {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, encodeURIComponent(value)]),
  ) as T
}

type QueryValue = string | number | boolean | null | undefined
/** A filter's values as the query string carries them (text, or left out when empty). */
export type AsQuery<T> = { [K in keyof T]: T[K] extends string | undefined ? T[K] : string }

/** A filter object → the route's `query`: numbers as text, empty values left out (its defaults apply). */
export function asQuery<T extends { [K in keyof T]: QueryValue }>(filters: T): AsQuery<T> {
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(filters) as [string, QueryValue][]) {
    if (value !== undefined && value !== null && value !== '') query[key] = String(value)
  }
  return query as AsQuery<T>
}

/**
 * The options of an upload: a multipart body. Upload routes read their form by hand, so the
 * client has no input type for it; their answer is typed like any other.
 */
export const multipart = (form: FormData) => ({ init: { body: form } })
