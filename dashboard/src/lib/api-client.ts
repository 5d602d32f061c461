import type { AuthResult } from '#worker/schemas/auth.ts'
import { msg } from '#worker/schemas/messages.ts'
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
    super(body.message || msg.unexpected)
    this.name = 'ApiClientError'
    this.status = status
    this.code = body.code ?? 'UNKNOWN'
    this.requestId = body.requestId ?? null
    this.issues = body.issues ?? []
  }
}

/** Any thrown value → the sentence to show a person. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiClientError ? error.message : msg.unexpected
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

type Query = Record<string, string | number | null | undefined>
export type RequestOptions = Omit<RequestInit, 'body'> & {
  json?: unknown
  form?: FormData
  query?: Query
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

async function send(path: string, { json, form, query, headers: extra, ...init }: RequestOptions) {
  const headers = new Headers(extra)
  headers.set('X-Requested-With', 'XMLHttpRequest')
  headers.set('Accept', 'application/json')
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`)
  let body: BodyInit | undefined
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(json)
  } else if (form) body = form
  try {
    return await fetch(withQuery(path, query), {
      ...init,
      headers,
      body,
      credentials: 'same-origin',
    })
  } catch {
    throw new ApiClientError(0, { code: 'NETWORK', message: fr.errors.network })
  }
}

const postRefresh = () =>
  send('/api/refresh', { method: 'POST', json: {} }).then(async (res) =>
    res.ok ? ((await res.json()) as AuthResult) : null,
  )

/**
 * One refresh at a time: every caller that hits a 401 while a refresh is running awaits the
 * same promise, because the server revokes the whole session when a refresh token is reused.
 * Across tabs (two tabs restored together share the cookie) a Web Lock does the same job.
 */
export function refreshSession(): Promise<AuthResult | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  refreshing ??= (locks ? locks.request('boutiko-refresh', postRefresh) : postRefresh())
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

const AUTH_PATHS = /^\/api\/(signin|signup|refresh|logout)$/

/** fetch with the bearer token; a 401 triggers ONE refresh and ONE retry. */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const res = await send(path, options)
  if (res.status !== 401 || AUTH_PATHS.test(path)) return res
  const session = await refreshSession()
  if (!session) {
    for (const listener of expiredListeners) listener()
    return res
  }
  return send(path, options)
}

export async function unwrap<T>(res: Response): Promise<T> {
  if (res.ok) return (res.status === 204 ? undefined : await res.json()) as T
  const body = (await res.json().catch(() => null)) as {
    error?: ConstructorParameters<typeof ApiClientError>[1]
  } | null
  throw new ApiClientError(res.status, body?.error)
}

export const api = {
  get: async <T>(path: string, query?: Query) => unwrap<T>(await request(path, { query })),
  post: async <T>(path: string, json?: unknown) =>
    unwrap<T>(await request(path, { method: 'POST', json: json ?? {} })),
  put: async <T>(path: string, json?: unknown) =>
    unwrap<T>(await request(path, { method: 'PUT', json: json ?? {} })),
  patch: async <T>(path: string, json?: unknown) =>
    unwrap<T>(await request(path, { method: 'PATCH', json: json ?? {} })),
  delete: async <T = void>(path: string) => unwrap<T>(await request(path, { method: 'DELETE' })),
  upload: async <T>(path: string, form: FormData) =>
    unwrap<T>(await request(path, { method: 'POST', form })),
}
