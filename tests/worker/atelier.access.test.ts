import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import {
  api,
  createAdmin,
  createTenant,
  readError,
  readJson,
  setupWorker,
} from '#tests/helpers/worker.ts'
import type { AtelierAccess, RolePermissions } from '#worker/schemas/atelier/access.ts'

setupWorker()

const access = async (token: string) =>
  readJson<AtelierAccess>(await api('GET', '/api/atelier/access', { token }))

describe("L'Atelier: switching on, access and roles", () => {
  it('is off for a new shop, and its pages answer 403 with a French message until switched on', async () => {
    const tenant = await createTenant()
    expect(await access(tenant.token)).toMatchObject({ enabled: false, role: 'owner' })
    const res = await api('GET', '/api/atelier/roles', { token: tenant.token })
    expect(res.status).toBe(403)
    expect((await readError(res)).error.message).toMatch(/pas activé/)
  })

  it('gives the owner every permission once switched on, and keeps the data when switched off', async () => {
    const tenant = await createAtelier()
    const on = await access(tenant.token)
    expect(on).toMatchObject({ enabled: true, role: 'owner', staffId: null })
    expect(on.permissions).toContain('settings')
    const off = await api('PUT', '/api/atelier/settings', {
      token: tenant.token,
      json: { enabled: false },
    })
    expect(await readJson<AtelierAccess>(off)).toMatchObject({ enabled: false })
    const again = await api('PUT', '/api/atelier/settings', {
      token: tenant.token,
      json: { enabled: true },
    })
    expect(again.status).toBe(200)
  })

  it('refuses a settings body that is not a boolean with a 422', async () => {
    const tenant = await createTenant()
    const res = await api('PUT', '/api/atelier/settings', {
      token: tenant.token,
      json: { enabled: 'oui' },
    })
    expect(res.status).toBe(422)
  })

  it('lets a staff account in with its role permissions, which the owner can change', async () => {
    const owner = await createAtelier()
    const tailor = await createStaffAccount(owner, 'tailor')
    const mine = await access(tailor.token)
    expect(mine).toMatchObject({ enabled: true, role: 'tailor', staffId: tailor.staffId })
    expect(mine.permissions.sort()).toEqual(['customers', 'orders'])

    const roles = await readJson<RolePermissions>(
      await api('GET', '/api/atelier/roles', { token: owner.token }),
    )
    const saved = await api('PUT', '/api/atelier/roles', {
      token: owner.token,
      json: { roles: { ...roles, tailor: ['orders', 'fabrics'] } },
    })
    expect(saved.status).toBe(200)
    expect((await access(tailor.token)).permissions.sort()).toEqual(['fabrics', 'orders'])
  })

  it('keeps the roles and the settings to the owner', async () => {
    const owner = await createAtelier()
    const manager = await createStaffAccount(owner, 'manager')
    for (const [method, path, json] of [
      ['GET', '/api/atelier/roles', undefined],
      ['PUT', '/api/atelier/roles', { roles: { manager: [], tailor: [], cashier: [] } }],
      ['PUT', '/api/atelier/settings', { enabled: false }],
    ] as const) {
      const res = await api(method, path, { token: manager.token, json })
      expect(res.status, `${method} ${path}`).toBe(403)
    }
  })

  it('keeps staff accounts out of the shop back office and administrators out of the atelier', async () => {
    const owner = await createAtelier()
    const cashier = await createStaffAccount(owner, 'cashier')
    expect((await api('GET', '/api/products', { token: cashier.token })).status).toBe(403)
    expect((await api('GET', '/api/orders', { token: cashier.token })).status).toBe(403)
    expect((await api('GET', '/api/verifyToken', { token: cashier.token })).status).toBe(200)
    const admin = await createAdmin()
    expect((await api('GET', '/api/atelier/access', { token: admin.token })).status).toBe(403)
  })

  it('closes the atelier to staff while it is switched off', async () => {
    const owner = await createAtelier()
    const tailor = await createStaffAccount(owner, 'tailor')
    await api('PUT', '/api/atelier/settings', { token: owner.token, json: { enabled: false } })
    expect((await api('GET', '/api/atelier/access', { token: tailor.token })).status).toBe(403)
  })

  it('shuts out a staff member the owner deactivated', async () => {
    const owner = await createAtelier()
    const tailor = await createStaffAccount(owner, 'tailor')
    const { shopDb } = await import('#tests/helpers/worker.ts')
    await (await shopDb(owner))
      .prepare('UPDATE atelier_staff SET active = 0 WHERE id = ?')
      .bind(tailor.staffId)
      .run()
    const res = await api('GET', '/api/atelier/access', { token: tailor.token })
    expect(res.status).toBe(403)
    expect((await readError(res)).error.message).toMatch(/désactivé/)
  })
})
