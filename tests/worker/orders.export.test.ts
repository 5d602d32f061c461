import { describe, expect, it } from 'vitest'
import {
  api,
  createTenant,
  orderBody,
  placeOrder,
  seedProduct,
  setupWorker,
} from '#tests/helpers/worker.ts'

setupWorker()

describe('GET /api/orders/export', () => {
  it("exports the shop's orders as CSV with formula cells kept as text, 200", async () => {
    const [tenant, other] = [await createTenant(), await createTenant()]
    const product = await seedProduct(tenant, { price: '1500' })
    await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 2 }], {
        firstName: '=HYPERLINK("http://evil.test","x")',
        city: '+Bobo',
      }),
    )
    const foreign = await seedProduct(other)
    await placeOrder(
      other.store.slug,
      orderBody([{ productId: foreign.id, quantity: 1 }], { firstName: 'Autre' }),
    )

    const res = await api('GET', '/api/orders/export', { token: tenant.token })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="commandes-/)
    const csv = await res.text()
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n')
    expect(lines[0]).toBe(
      '"Numéro";"Date";"Statut";"Paiement";"Prénom";"Nom";"Téléphone";"Ville";"Articles";"Total";"Devise"',
    )
    expect(lines).toHaveLength(2) // the other shop's order is not there
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`)
    expect(lines[1]).toContain(`"'+Bobo"`)
    expect(lines[1]).toContain('"En Cours"')
    expect(lines[1]).toContain('"3000";"XOF"')
  })

  it('answers 401 without a token', async () => {
    expect((await api('GET', '/api/orders/export')).status).toBe(401)
  })
})
