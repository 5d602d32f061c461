import { describe, expect, it } from 'vitest'
import { api, createMerchant, readError, setupWorker } from '#tests/helpers/worker.ts'

setupWorker()

/** Every route of the administrator area this slice serves (ids need not exist: auth comes first). */
const ROUTES: [method: string, path: string, body?: unknown][] = [
  ['GET', '/api/admin/overview'],
  ['GET', '/api/admin/overview/messages'],
  ['PATCH', '/api/admin/overview/messages/msg_x/read'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/users/usr_x'],
  ['PATCH', '/api/admin/users/usr_x/status', { status: 'blocked' }],
  ['GET', '/api/admin/shops'],
  ['GET', '/api/admin/shops/sto_x'],
  ['PATCH', '/api/admin/shops/sto_x/status', { status: 'suspended', reason: 'x' }],
  ['GET', '/api/admin/shops/products'],
  ['PATCH', '/api/admin/shops/products/prd_x', { status: 'unpublished', reason: 'x' }],
]

describe.each(ROUTES)('%s %s', (method, path, json) => {
  it('returns 401 UNAUTHORIZED without a token', async () => {
    const res = await api(method, path, { json })
    expect(res.status).toBe(401)
    expect((await readError(res)).error).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Veuillez vous connecter pour continuer',
    })
  })

  it('returns 403 FORBIDDEN for a merchant', async () => {
    const merchant = await createMerchant()
    const res = await api(method, path, { token: merchant.token, json })
    expect(res.status).toBe(403)
    expect((await readError(res)).error).toMatchObject({
      code: 'FORBIDDEN',
      message: "Vous n'avez pas accès à cette ressource",
    })
  })
})
