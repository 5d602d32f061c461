/** HMAC-SHA256 through WebCrypto, written as lowercase hex. */

const enc = new TextEncoder()

const hmacKey = (secret: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    usage,
  ])

/** Lowercase hex HMAC-SHA256 of `data` (how FedaPay and CinetPay write signatures, and the storefront signs « Se souvenir de moi »). */
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
