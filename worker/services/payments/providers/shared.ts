import { ProviderError } from '../provider'

/**
 * What every provider adapter needs and nothing provider-specific: one way to call a provider
 * over HTTP (timeout, error kinds, never a key in a message). Signatures are worker/lib/hmac.
 */

/** A provider that does not answer within this delay is "unreachable", not a hung request. */
export const PROVIDER_TIMEOUT_MS = 10_000

export type ProviderReply = { status: number; body: unknown }

/**
 * One HTTP call to a provider. Network failures, timeouts and 5xx are `unreachable`; the
 * caller decides what a 4xx means (each provider says "wrong key" its own way). `label`
 * names the call in errors: never the URL's query or the body, which may hold a key.
 */
export async function callProvider(
  label: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; json?: unknown },
): Promise<ProviderReply> {
  let res: Response
  try {
    res = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    })
  } catch {
    throw new ProviderError('unreachable', `${label}: no answer`)
  }
  if (res.status >= 500) throw new ProviderError('unreachable', `${label}: HTTP ${res.status}`)
  // A body that is not JSON (a proxy's error page) reads as empty: the status still tells
  // "wrong key" from "refused", and an empty success is refused by the caller.
  const text = await res.text().catch(() => null)
  if (text === null) throw new ProviderError('unreachable', `${label}: answer cut short`)
  return { status: res.status, body: parseJson(text) }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** A required credential field, or a ProviderError naming the field (never its value). */
export function credential(credentials: Readonly<Record<string, string>>, field: string): string {
  const value = credentials[field]
  if (!value) throw new ProviderError('unauthorized', `missing credential ${field}`)
  return value
}

export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

export const asString = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
