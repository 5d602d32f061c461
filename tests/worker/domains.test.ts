import { describe, expect, it } from 'vitest'
import { addDomain, markVerified, setPlan, uniqueHostname, visit } from '#tests/helpers/domains.ts'
import {
  api,
  createTenant,
  db,
  issuesOf,
  readError,
  readJson,
  runCron,
  setupWorker,
} from '#tests/helpers/worker.ts'
import type { CustomDomain, DomainSettings } from '#worker/schemas/domains.ts'

setupWorker({ bindings: { PLATFORM_HOSTS: 'boutiko.test, boutiko.app ,*.workers.dev' } })

const premiumTenant = async () => {
  const tenant = await createTenant()
  await setPlan(tenant, 'pln_premium')
  return tenant
}

describe('POST /api/store/domain', () => {
  it('adds the hostname lower-cased, pending, with its TXT and HTTP proofs, and returns 201', async () => {
    const tenant = await premiumTenant()
    const hostname = uniqueHostname()
    const res = await api('POST', '/api/store/domain', {
      token: tenant.token,
      json: { hostname: ` ${hostname.toUpperCase()} ` },
    })
    expect(res.status).toBe(201)
    const domain = await readJson<CustomDomain>(res)
    expect(domain).toMatchObject({ hostname, status: 'pending', verifiedAt: null })
    expect(domain.id).toMatch(/^dom_/)
    const token = domain.http.body
    expect(token.length).toBeGreaterThanOrEqual(32)
    expect(domain.txt).toEqual({ name: `_boutiko.${hostname}`, value: `boutiko-verify=${token}` })
    expect(domain.http.url).toBe(`http://${hostname}/.well-known/boutiko-verification.txt`)
  })

  it('returns 409 CONFLICT on the free plan, which has no custom domain', async () => {
    const tenant = await createTenant()
    const res = await api('POST', '/api/store/domain', {
      token: tenant.token,
      json: { hostname: uniqueHostname() },
    })
    expect(res.status).toBe(409)
    expect((await readError(res)).error.message).toContain('/user/settings/settings')
  })

  it('accepts the entreprise plan too', async () => {
    const tenant = await createTenant()
    await setPlan(tenant, 'pln_entreprise')
    expect((await addDomain(tenant, uniqueHostname())).status).toBe('pending')
  })

  describe.each([
    ['https://boutique.exemple-bf.com', 'sans http://'],
    ['boutique.exemple-bf.com/produits', 'sans chemin'],
    ['boutique.exemple-bf.com:8080', 'sans chemin, port'],
    ['boutique exemple.com', 'sans chemin, port ni espace'],
    ['localhost', 'Nom de domaine invalide'],
    ['192.168.1.10', 'Nom de domaine invalide'],
    ['-boutique.exemple.com', 'Nom de domaine invalide'],
    ['boutique.local', "n'est pas public"],
    ['ma-boutique.test', "n'est pas public"],
    ['', 'Le champ est vide'],
  ])('hostname %j', (hostname, message) => {
    it('returns 422 UNPROCESSABLE with a French hostname issue', async () => {
      const tenant = await premiumTenant()
      const res = await api('POST', '/api/store/domain', {
        token: tenant.token,
        json: { hostname },
      })
      expect(res.status).toBe(422)
      expect((await issuesOf(res)).hostname).toContain(message)
    })
  })

  it.each(['preview.workers.dev', 'boutiko.app', 'shop.boutiko.app', 'BOUTIKO.APP'])(
    'returns 422 UNPROCESSABLE for the platform host %s',
    async (hostname) => {
      const tenant = await premiumTenant()
      const res = await api('POST', '/api/store/domain', {
        token: tenant.token,
        json: { hostname },
      })
      expect(res.status).toBe(422)
      expect((await issuesOf(res)).hostname).toContain('appartient à Boutiko')
    },
  )

  it('lets another shop claim a name that is only pending: an unproven claim reserves nothing', async () => {
    const [a, b] = [await premiumTenant(), await premiumTenant()]
    const hostname = uniqueHostname()
    await addDomain(a, hostname)
    const res = await api('POST', '/api/store/domain', { token: b.token, json: { hostname } })
    expect(res.status).toBe(201)
    expect(await readJson<CustomDomain>(res)).toMatchObject({ hostname, status: 'pending' })
  })

  it('serves the shop that proved the name, whatever pending claims other shops hold on it', async () => {
    const [squatter, owner] = [await premiumTenant(), await premiumTenant()]
    const hostname = uniqueHostname()
    await addDomain(squatter, hostname)
    await addDomain(owner, hostname)
    await (await db())
      .prepare('UPDATE custom_domains SET verified_at = unixepoch() WHERE store_id = ?')
      .bind(owner.store.id)
      .run()
    const home = await visit(`https://${hostname}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain(owner.store.name)
  })

  it('returns 409 CONFLICT with a hostname issue when another shop has proven the name', async () => {
    const [a, b] = [await premiumTenant(), await premiumTenant()]
    const hostname = uniqueHostname()
    await addDomain(a, hostname)
    await markVerified(hostname)
    const res = await api('POST', '/api/store/domain', { token: b.token, json: { hostname } })
    expect(res.status).toBe(409)
    expect((await issuesOf(res)).hostname).toContain('déjà relié à une autre boutique')
  })

  it('returns 409 CONFLICT when the shop already has a domain (one per shop)', async () => {
    const tenant = await premiumTenant()
    await addDomain(tenant, uniqueHostname())
    const res = await api('POST', '/api/store/domain', {
      token: tenant.token,
      json: { hostname: uniqueHostname() },
    })
    expect(res.status).toBe(409)
    expect((await readError(res)).error.code).toBe('CONFLICT')
  })

  it('returns 401 UNAUTHORIZED without a session', async () => {
    const res = await api('POST', '/api/store/domain', { json: { hostname: uniqueHostname() } })
    expect(res.status).toBe(401)
  })
})

describe('GET /api/store/domain', () => {
  it('returns the plan allowance and no domain for a new shop', async () => {
    const tenant = await createTenant()
    const res = await api('GET', '/api/store/domain', { token: tenant.token })
    expect(res.status).toBe(200)
    expect(await readJson<DomainSettings>(res)).toEqual({
      allowed: false,
      planName: 'Gratuit',
      domain: null,
      cnameTarget: null,
    })
  })

  it('returns only the caller’s own domain', async () => {
    const [a, b] = [await premiumTenant(), await premiumTenant()]
    const hostname = uniqueHostname()
    await addDomain(a, hostname)
    const mine = await readJson<DomainSettings>(
      await api('GET', '/api/store/domain', { token: a.token }),
    )
    const theirs = await readJson<DomainSettings>(
      await api('GET', '/api/store/domain', { token: b.token }),
    )
    expect(mine).toMatchObject({ allowed: true, planName: 'Premium', domain: { hostname } })
    expect(theirs.domain).toBeNull()
  })
})

describe('DELETE /api/store/domain', () => {
  it('removes the domain (204), frees the name, then returns 404 NOT_FOUND', async () => {
    const [a, b] = [await premiumTenant(), await premiumTenant()]
    const hostname = uniqueHostname()
    await addDomain(a, hostname)
    await markVerified(hostname)
    expect((await api('DELETE', '/api/store/domain', { token: a.token })).status).toBe(204)
    const settings = await api('GET', '/api/store/domain', { token: a.token })
    expect((await readJson<DomainSettings>(settings)).domain).toBeNull()
    expect((await addDomain(b, hostname)).hostname).toBe(hostname)
    expect((await api('DELETE', '/api/store/domain', { token: a.token })).status).toBe(404)
  })
})

describe('pending claims expire', () => {
  const DAY = 86_400
  const ageClaim = async (storeId: string, days: number) =>
    (await db())
      .prepare('UPDATE custom_domains SET created_at = unixepoch() - ? WHERE store_id = ?')
      .bind(days * DAY, storeId)
      .run()
  const domainOf = async (tenant: { token: string }) =>
    (await readJson<DomainSettings>(await api('GET', '/api/store/domain', { token: tenant.token })))
      .domain

  it('releases a claim left unproven for 7 days at the periodic job, and keeps younger and verified ones', async () => {
    const [old, young, proven] = [
      await premiumTenant(),
      await premiumTenant(),
      await premiumTenant(),
    ]
    await addDomain(old, uniqueHostname())
    await addDomain(young, uniqueHostname())
    const provenHost = uniqueHostname()
    await addDomain(proven, provenHost)
    await markVerified(provenHost)
    await ageClaim(old.store.id, 8)
    await ageClaim(young.store.id, 6)
    await ageClaim(proven.store.id, 30)
    await runCron(Date.now())
    expect(await domainOf(old)).toBeNull()
    expect(await domainOf(young)).toMatchObject({ status: 'pending' })
    expect(await domainOf(proven)).toMatchObject({ status: 'verified', hostname: provenHost })
  })

  it('refuses to verify an expired claim with a French 409 and releases it', async () => {
    const tenant = await premiumTenant()
    await addDomain(tenant, uniqueHostname())
    await ageClaim(tenant.store.id, 7)
    const res = await api('POST', '/api/store/domain/verify', { token: tenant.token })
    expect(res.status).toBe(409)
    expect((await readError(res)).error.message).toContain('la demande a expiré')
    expect(await domainOf(tenant)).toBeNull()
  })
})
