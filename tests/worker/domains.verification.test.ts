import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Request as MfRequest, Response as MfResponse } from 'miniflare'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { addDomain, setPlan, uniqueHostname, visit } from '#tests/helpers/domains.ts'
import { api, createTenant, readError, readJson, setupWorker } from '#tests/helpers/worker.ts'
import type { CustomDomain } from '#worker/schemas/domains.ts'
import { checkHttpToken, checkTxtRecord, txtText } from '#worker/services/domain-checks.ts'

/**
 * The worker's own `fetch` leaves through Miniflare's outboundService: DNS-over-HTTPS questions
 * get answers from `dns` below; every other request goes, for real, to a node HTTP server on
 * 127.0.0.1 that plays the merchants' web servers (`sites`, by Host).
 */
const dns = new Map<string, string[]>()
let dohStatus = 200
const sites = new Map<string, { status: number; body: string; location?: string }>()
const outbound: string[] = []

const server: Server = createServer((req, res) => {
  const host = String(req.headers['x-original-host'] ?? '')
  const site = sites.get(`${host}${req.url}`)
  if (!site) return void res.writeHead(404).end('Not Found')
  res.writeHead(site.status, site.location ? { location: site.location } : {}).end(site.body)
})
let port = 0

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  outbound.length = 0
  dohStatus = 200
})

function doh(url: URL): MfResponse {
  const name = url.searchParams.get('name') ?? ''
  const answers = dns.get(name) ?? []
  const body = {
    Status: answers.length ? 0 : 3,
    Answer: answers.map((data) => ({ name, type: 16, TTL: 300, data })),
  }
  return new MfResponse(JSON.stringify(body), {
    status: dohStatus,
    headers: { 'content-type': 'application/dns-json' },
  })
}

/** What a merchant's server answers, reached through the local HTTP server. */
async function toLocalServer(url: URL, init?: RequestInit): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, {
    ...init,
    headers: { 'x-original-host': url.host },
  })
}

setupWorker({
  outboundService: async (request: MfRequest) => {
    const url = new URL(request.url)
    outbound.push(url.host)
    if (url.host === 'cloudflare-dns.com') return doh(url)
    const res = await toLocalServer(url, { redirect: 'manual' })
    return new MfResponse(await res.text(), {
      status: res.status,
      headers: Object.fromEntries(res.headers),
    })
  },
})

const proofPath = '/.well-known/boutiko-verification.txt'

async function pendingDomain() {
  const tenant = await createTenant()
  await setPlan(tenant, 'pln_premium')
  const domain = await addDomain(tenant, uniqueHostname())
  return { tenant, domain, token: domain.http.body }
}

const verify = async (tenant: { token: string }) => {
  const res = await api('POST', '/api/store/domain/verify', { token: tenant.token })
  return { status: res.status, domain: await readJson<CustomDomain>(res) }
}

describe('POST /api/store/domain/verify', () => {
  it('verifies through the HTTP file served by the merchant’s server, then serves the shop there', async () => {
    const { tenant, domain, token } = await pendingDomain()
    sites.set(`${domain.hostname}${proofPath}`, { status: 200, body: `${token}\n` })
    const res = await verify(tenant)
    expect(res.status).toBe(200)
    expect(res.domain).toMatchObject({ status: 'verified', lastError: null })
    expect(res.domain.verifiedAt).not.toBeNull()
    expect(outbound).toContain(domain.hostname)
    const home = await visit(`https://${domain.hostname}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain(tenant.store.name)
  })

  it('verifies through the TXT record found over DNS-over-HTTPS (split strings joined)', async () => {
    const { tenant, domain, token } = await pendingDomain()
    dns.set(domain.txt.name, ['"v=spf1 -all"', `"boutiko-verify=" "${token}"`])
    const res = await verify(tenant)
    expect(res.domain.status).toBe('verified')
    expect(outbound).toEqual(['cloudflare-dns.com'])
  })

  it('stays pending with both reasons in French when neither proof is there', async () => {
    const { tenant, domain } = await pendingDomain()
    const res = await verify(tenant)
    expect(res.status).toBe(200)
    expect(res.domain).toMatchObject({ status: 'pending', verifiedAt: null })
    expect(res.domain.lastCheckedAt).not.toBeNull()
    expect(res.domain.lastError).toContain(`« _boutiko.${domain.hostname} » introuvable`)
    expect(res.domain.lastError).toContain(`http://${domain.hostname}${proofPath} introuvable`)
    expect((await visit(`https://${domain.hostname}/`)).status).toBe(404)
  })

  it('stays pending when the file or the record carries another token', async () => {
    const { tenant, domain } = await pendingDomain()
    sites.set(`${domain.hostname}${proofPath}`, { status: 200, body: 'autre-jeton' })
    dns.set(domain.txt.name, ['"boutiko-verify=autre-jeton"'])
    expect((await verify(tenant)).domain.status).toBe('pending')
  })

  it('says the DNS check failed when the resolver does, and still tries the file', async () => {
    const { tenant, domain, token } = await pendingDomain()
    dohStatus = 500
    const first = await verify(tenant)
    expect(first.domain.lastError).toContain('La vérification DNS a échoué')
    sites.set(`${domain.hostname}${proofPath}`, { status: 200, body: token })
    expect((await verify(tenant)).domain.status).toBe('verified')
  })

  it('keeps a verified domain verified without checking again', async () => {
    const { tenant, domain, token } = await pendingDomain()
    sites.set(`${domain.hostname}${proofPath}`, { status: 200, body: token })
    await verify(tenant)
    sites.delete(`${domain.hostname}${proofPath}`)
    outbound.length = 0
    expect((await verify(tenant)).domain.status).toBe('verified')
    expect(outbound).toEqual([])
  })

  it('lets only the first shop to prove a name have it: the other claimant gets 409, even holding its own proof', async () => {
    const first = await pendingDomain()
    const second = await createTenant()
    await setPlan(second, 'pln_premium')
    const rival = await addDomain(second, first.domain.hostname)
    // Both tokens are published (say, a shared hosting account): proof alone decides nothing more.
    sites.set(`${first.domain.hostname}${proofPath}`, {
      status: 200,
      body: `${first.token}\n${rival.http.body}\n`,
    })
    expect((await verify(first.tenant)).domain.status).toBe('verified')
    const res = await api('POST', '/api/store/domain/verify', { token: second.token })
    expect(res.status).toBe(409)
    expect((await readError(res)).error.message).toContain('déjà relié à une autre boutique')
    const again = await api('POST', '/api/store/domain', {
      token: second.token,
      json: { hostname: first.domain.hostname },
    })
    expect(again.status).toBe(409)
    const home = await visit(`https://${first.domain.hostname}/`)
    expect(await home.text()).toContain(first.tenant.store.name)
  })

  it('returns 404 NOT_FOUND when the shop has no domain', async () => {
    const tenant = await createTenant()
    expect((await api('POST', '/api/store/domain/verify', { token: tenant.token })).status).toBe(
      404,
    )
  })
})

/** The same checks called directly with a fetch that reaches the local server (no worker). */
describe('domain checks', () => {
  const localFetch = (input: string, init?: RequestInit) => toLocalServer(new URL(input), init)

  it('follows a redirect to the proof file', async () => {
    const host = uniqueHostname()
    sites.set(`${host}${proofPath}`, { status: 301, body: '', location: '/proof.txt' })
    sites.set(`${host}/proof.txt`, { status: 200, body: 'jeton-123' })
    const redirecting = (input: string, init?: RequestInit) =>
      input.startsWith('http://127.0.0.1') ? fetch(input, init) : localFetch(input, init)
    expect(await checkHttpToken(redirecting, host, 'jeton-123')).toEqual({ ok: true })
  })

  it('rejects a missing file and a network error', async () => {
    expect((await checkHttpToken(localFetch, uniqueHostname(), 'x')).ok).toBe(false)
    const failing = () => Promise.reject(new TypeError('fetch failed'))
    expect((await checkHttpToken(failing, 'a.exemple-bf.com', 'x')).ok).toBe(false)
  })

  it('asks Cloudflare DNS-over-HTTPS for the TXT record, in JSON', async () => {
    let asked: { url: string; accept: string | null } | null = null
    const fake = async (url: string, init?: RequestInit) => {
      asked = { url, accept: new Headers(init?.headers).get('accept') }
      return Response.json({ Status: 0, Answer: [{ type: 16, data: '"boutiko-verify=abc"' }] })
    }
    expect(await checkTxtRecord(fake, 'boutique.exemple-bf.com', 'abc')).toEqual({ ok: true })
    expect(asked).toEqual({
      url: 'https://cloudflare-dns.com/dns-query?name=_boutiko.boutique.exemple-bf.com&type=TXT',
      accept: 'application/dns-json',
    })
  })

  it('reads TXT data split in quoted strings, with escapes', () => {
    expect(txtText('"boutiko-" "verify=a\\"b"')).toBe('boutiko-verify=a"b')
    expect(txtText('plain')).toBe('plain')
  })
})
