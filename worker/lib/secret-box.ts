import type { Env } from '../env'
import { isDev } from './config'

/**
 * Secrets kept at rest (merchants' payment provider keys): AES-256-GCM through WebCrypto with a
 * platform key from the environment, never from the database. The stored text names its key
 * ("<key id>.<iv>.<ciphertext>", base64url) so the platform key can be rotated: new secrets use
 * the current key, older ones still open with theirs until re-saved (ADR 021).
 *
 * PAYMENT_KEYS = "k2:<base64 32 bytes>,k1:<base64 32 bytes>": the first is the current key.
 */

/** Only under `npm start`/tests when PAYMENT_KEYS is unset: never in production. */
const DEV_KEYS = 'dev:ZGV2LW9ubHktcGF5bWVudC1rZXktMzItYnl0ZXMhISE'

type PlatformKey = { id: string; raw: Uint8Array<ArrayBuffer> }

function platformKeys(env: Env): PlatformKey[] {
  const spec = env.PAYMENT_KEYS || (isDev(env) ? DEV_KEYS : '')
  const keys = spec
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [id, b64] = part.split(':')
      let raw = new Uint8Array(0)
      try {
        raw = fromBase64(b64 ?? '')
      } catch {
        // Not base64: reported below with the other malformed keys.
      }
      return { id: id ?? '', raw }
    })
  if (keys.length === 0 || keys.some((k) => !/^[\w-]{1,16}$/.test(k.id) || k.raw.length !== 32))
    throw new Error(
      'PAYMENT_KEYS is missing or malformed ("id:<base64 of 32 bytes>", comma-separated)',
    )
  return keys
}

const importKey = (raw: Uint8Array<ArrayBuffer>) =>
  crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt'])

export async function sealSecret(env: Env, plain: string): Promise<string> {
  const [current] = platformKeys(env)
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const key = await importKey(current!.raw)
  // The key id is authenticated too: a ciphertext moved under another key id fails to open.
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(current!.id) },
    key,
    new TextEncoder().encode(plain),
  )
  return `${current!.id}.${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`
}

export async function openSecret(env: Env, stored: string): Promise<string> {
  const [id, iv, data] = stored.split('.')
  const found = platformKeys(env).find((k) => k.id === id)
  if (!found || !iv || !data) throw new Error(`no platform key "${id}" to open a stored secret`)
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(iv), additionalData: new TextEncoder().encode(found.id) },
    await importKey(found.raw),
    fromBase64(data),
  )
  return new TextDecoder().decode(plain)
}

/** Which platform key sealed a stored secret (rotation: what still needs re-sealing). */
export const sealedWith = (stored: string) => stored.split('.')[0] ?? ''

/** All a screen ever shows of a secret. */
export const lastFour = (secret: string) => secret.slice(-4)

function toBase64(bytes: Uint8Array) {
  let s = ''
  for (const b of bytes) s += String.fromCharCode(b)
  return btoa(s).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replaceAll('-', '+').replaceAll('_', '/')
  const bin = atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '='))
  return Uint8Array.from(bin, (c) => c.charCodeAt(0))
}
