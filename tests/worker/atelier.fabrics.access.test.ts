import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import { api, readError, readJson, setupWorker } from '#tests/helpers/worker.ts'
import type { FabricDetail } from '#worker/schemas/atelier/fabrics.ts'

setupWorker()

async function createFabric(tenant: { token: string }) {
  const res = await api('POST', '/api/atelier/fabrics', {
    token: tenant.token,
    json: { name: 'Wax Vlisco', pricePerMeter: '3500' },
  })
  if (res.status !== 201)
    throw new Error(`fabric creation failed: ${res.status} ${await res.text()}`)
  return readJson<FabricDetail>(res)
}

describe('permissions on fabrics', () => {
  it('lets a tailor read fabrics for orders but not change them (403)', async () => {
    const owner = await createAtelier()
    const fabric = await createFabric(owner)
    const tailor = await createStaffAccount(owner, 'tailor')
    expect((await api('GET', '/api/atelier/fabrics', { token: tailor.token })).status).toBe(200)
    expect(
      (await api('GET', `/api/atelier/fabrics/${fabric.id}`, { token: tailor.token })).status,
    ).toBe(200)
    for (const [method, path] of [
      ['POST', '/api/atelier/fabrics'],
      ['PUT', `/api/atelier/fabrics/${fabric.id}`],
      ['DELETE', `/api/atelier/fabrics/${fabric.id}`],
      ['POST', `/api/atelier/fabrics/${fabric.id}/movements`],
    ] as const) {
      const res = await api(method, path, {
        token: tailor.token,
        json: method === 'DELETE' ? undefined : { name: 'X', pricePerMeter: '1' },
      })
      expect(res.status, `${method} ${path}`).toBe(403)
      expect((await readError(res)).error.code).toBe('FORBIDDEN')
    }
  })

  it("lets a role the owner gave 'fabrics' create one", async () => {
    const owner = await createAtelier()
    const cashier = await createStaffAccount(owner, 'cashier')
    expect(
      (await api('POST', '/api/atelier/fabrics', { token: cashier.token, json: {} })).status,
    ).toBe(403)
    const saved = await api('PUT', '/api/atelier/roles', {
      token: owner.token,
      json: { roles: { manager: [], tailor: [], cashier: ['fabrics'] } },
    })
    expect(saved.status).toBe(200)
    expect((await createFabric(cashier)).name).toBe('Wax Vlisco')
  })

  it('closes fabrics to a role with neither fabrics nor orders', async () => {
    const owner = await createAtelier()
    const cashier = await createStaffAccount(owner, 'cashier')
    await api('PUT', '/api/atelier/roles', {
      token: owner.token,
      json: { roles: { manager: [], tailor: [], cashier: ['cashbook'] } },
    })
    expect((await api('GET', '/api/atelier/fabrics', { token: cashier.token })).status).toBe(403)
  })
})

describe('tenant isolation: fabrics', () => {
  it("answers 404 for another shop's fabric on every route", async () => {
    const [owner, other] = [await createAtelier(), await createAtelier()]
    const fabric = await createFabric(other)
    for (const [method, path, json] of [
      ['GET', `/api/atelier/fabrics/${fabric.id}`, undefined],
      ['PUT', `/api/atelier/fabrics/${fabric.id}`, { name: 'Volé', pricePerMeter: '1' }],
      ['DELETE', `/api/atelier/fabrics/${fabric.id}`, undefined],
      ['POST', `/api/atelier/fabrics/${fabric.id}/movements`, { kind: 'purchase', meters: '1' }],
    ] as const) {
      const res = await api(method, path, { token: owner.token, json })
      expect(res.status, `${method} ${path}`).toBe(404)
    }
    expect(
      (await api('GET', `/api/atelier/fabrics/${fabric.id}`, { token: other.token })).status,
    ).toBe(200)
  })
})
