import { ProviderError } from '../provider'

/**
 * What every provider adapter needs and nothing provider-specific: HMAC-SHA256 through
 * WebCrypto, and one way to call a provider over HTTP (timeout, error kinds, never a key in
 * a message).
 */

const enc = new TextEncoder()

const hmacKey = (secret: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    usage,
  ])

/** Lowercase hex HMAC-SHA256 of `data` (how both FedaPay and CinetPay write signatures). */
export async function hmacSha256Hex(secret: string, data: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), enc.encode(data))
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * True when `signatureHex` is the HMAC-SHA256 of `data` under `secret`. WebCrypto's verify
 * compares in constant time, so a forger learns nothing from how long a refusal takes.
 */
export async function verifyHmacSha256Hex(
  secret: string,
  data: string,
  signatureHex: string,
): Promise<boolean> {
  if (!secret || !/^[0-9a-fA-F]{64}$/.test(signatureHex)) return false
  const signature = new Uint8Array(32)
  for (let i = 0; i < 32; i++)
    signature[i] = Number.parseInt(signatureHex.slice(i * 2, i * 2 + 2), 16)
  return crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), signature, enc.encode(data))
}

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
