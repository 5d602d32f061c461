import { domainMsg, HTTP_PROOF_PATH, txtRecordName, txtRecordValue } from '../schemas/domains'

/**
 * The fetch a check goes out with: production passes the global fetch; a test may pass one
 * that answers from a local server. Nothing else about the checks changes.
 */
export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>

export type CheckResult = { ok: true } | { ok: false; error: string }

const DOH_URL = 'https://cloudflare-dns.com/dns-query'
const TIMEOUT_MS = 5000
/** A proof file is one short line: anything longer is not ours. */
const MAX_PROOF_BYTES = 4096

type DohAnswer = { Status?: number; Answer?: { type?: number; data?: string }[] }

/** `"boutiko-verify=" "abc"` (TXT data split in quoted strings) → `boutiko-verify=abc`. */
export function txtText(data: string): string {
  const parts = [...data.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'))
  return parts.length ? parts.join('') : data.trim()
}

/** Looks up `_boutiko.<hostname>` TXT over DNS-over-HTTPS (Cloudflare's JSON API). */
export async function checkTxtRecord(
  fetchFn: Fetcher,
  hostname: string,
  token: string,
): Promise<CheckResult> {
  const name = txtRecordName(hostname)
  const url = `${DOH_URL}?name=${encodeURIComponent(name)}&type=TXT`
  let body: DohAnswer
  try {
    const res = await fetchFn(url, {
      headers: { accept: 'application/dns-json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!res.ok) return { ok: false, error: domainMsg.dnsFailed }
    body = (await res.json()) as DohAnswer
  } catch {
    return { ok: false, error: domainMsg.dnsFailed }
  }
  const expected = txtRecordValue(token)
  const found = (body.Answer ?? []).some((a) => a.type === 16 && txtText(a.data ?? '') === expected)
  return found ? { ok: true } : { ok: false, error: domainMsg.txtMissing(name) }
}

/** Fetches `http://<hostname>/.well-known/boutiko-verification.txt` and compares it to the token. */
export async function checkHttpToken(
  fetchFn: Fetcher,
  hostname: string,
  token: string,
): Promise<CheckResult> {
  const url = `http://${hostname}${HTTP_PROOF_PATH}`
  const missing = { ok: false, error: domainMsg.httpMissing(url) } as const
  try {
    const res = await fetchFn(url, {
      redirect: 'follow',
      headers: { accept: 'text/plain', 'user-agent': 'Boutiko-Domain-Verification/1.0' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!res.ok || Number(res.headers.get('content-length') ?? 0) > MAX_PROOF_BYTES) {
      await res.body?.cancel()
      return missing
    }
    const text = (await res.text()).slice(0, MAX_PROOF_BYTES)
    return text.split(/\s+/).includes(token) ? { ok: true } : missing
  } catch {
    return missing
  }
}

/** Either proof is enough; the TXT record is tried first (it works before any DNS switch). */
export async function checkOwnership(
  fetchFn: Fetcher,
  hostname: string,
  token: string,
): Promise<CheckResult> {
  const txt = await checkTxtRecord(fetchFn, hostname, token)
  if (txt.ok) return txt
  const http = await checkHttpToken(fetchFn, hostname, token)
  if (http.ok) return http
  return { ok: false, error: `${txt.error}. ${http.error}. ${domainMsg.notVerified}` }
}
