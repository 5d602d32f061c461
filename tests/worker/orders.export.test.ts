import { describe, expect, it } from 'vitest'
import { seedZone } from '#tests/helpers/delivery.ts'
import {
  api,
  createTenant,
  orderBody,
  placeOrder,
  seedProduct,
  setupWorker,
  type Tenant,
  uniquePhone,
} from '#tests/helpers/worker.ts'

setupWorker()

const HEADER =
  '"Numéro";"Date (heure d’Ouagadougou, UTC+0)";"Statut";"Paiement";"Mode de paiement";"Prénom";"Nom";"Téléphone";"Ville";"Articles";"Détail des articles";"Code promo";"Remise";"Livraison";"Frais de livraison";"Repère";"Total";"Devise";"Vente"'

async function order(tenant: Tenant, body: ReturnType<typeof orderBody>) {
  const res = await placeOrder(tenant.store.slug, body)
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`)
  return (await res.json()) as { id: string; number: string }
}

/** The export's lines, header first, without the BOM. */
async function exportLines(tenant: Tenant, query = '') {
  const res = await api('GET', `/api/orders/export${query}`, { token: tenant.token })
  expect(res.status).toBe(200)
  return (await res.text()).replace('\uFEFF', '').trim().split('\r\n')
}

describe('GET /api/orders/export', () => {
  it("exports the shop's orders as CSV with formula cells kept as text, 200", async () => {
    const [tenant, other] = [await createTenant(), await createTenant()]
    const product = await seedProduct(tenant, { price: '1500' })
    await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 2 }], {
        firstName: '=HYPERLINK("http://evil.test","x")',
        lastName: '@SUM(A1)',
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
    expect(lines[0]).toBe(HEADER)
    expect(lines).toHaveLength(2) // the other shop's order is not there
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`)
    expect(lines[1]).toContain(`"'@SUM(A1)"`)
    expect(lines[1]).toContain(`"'+Bobo"`)
    expect(lines[1]).toContain('"En Cours"')
    expect(lines[1]).toContain('"";"";"";"3000";"XOF"')
  })

  it('carries the ordered items, sizes and colours in a readable cell of the order’s line', async () => {
    const tenant = await createTenant()
    const dress = await seedProduct(tenant, {
      name: 'Robe wax',
      price: '12000',
      variants: [{ size: 'M', color: 'Bleu', stock: '5' }],
    })
    const soap = await seedProduct(tenant, { name: '=Savon "noir"', price: '500' })
    await order(
      tenant,
      orderBody(
        [
          { productId: dress.id, quantity: 2, size: 'M', color: 'Bleu' },
          { productId: soap.id, quantity: 1 },
        ] as { productId: string; quantity: number }[],
        { phone: uniquePhone() },
      ),
    )
    const lines = await exportLines(tenant)
    expect(lines).toHaveLength(2) // one line per order: the Total column adds up
    expect(lines[1]).toContain(
      '"3";"2 × Robe wax (M, Bleu) ; 1 × =Savon ""noir""";"";"0";"";"";"";"24500";"XOF"',
    )
  })

  it('carries the delivery: the zone with its delay, its fee, the landmark, and the total including the fee', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { price: '7500' })
    const zone = await seedZone(tenant, { name: 'Ouaga 2000', fee: '1 500', delay: '24 h' })
    await order(
      tenant,
      orderBody([{ productId: product.id, quantity: 1 }], {
        delivery: `zone:${zone.id}`,
        landmark: 'derrière la pharmacie du marché',
      }),
    )
    const [, line] = await exportLines(tenant)
    expect(line).toContain(
      '"Ouaga 2000 (24 h)";"1500";"derrière la pharmacie du marché";"9000";"XOF"',
    )
  })

  it('writes the phone as text a spreadsheet shows as typed: no apostrophe, not a number or a formula', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    await order(tenant, orderBody([{ productId: product.id, quantity: 1 }], { phone: '76123458' }))
    const [, line] = await exportLines(tenant)
    const cells = line?.split(';') ?? []
    const phone = cells[7]
    // A word joiner (invisible, no width) first: the cell does not start with + or a digit.
    expect(phone).toBe('"\u2060+22676123458"')
    expect(phone).not.toContain("'")
    expect(phone?.slice(1, 2)).not.toMatch(/[=+\-@\t\r0-9]/)
  })

  it('exports only the orders the list shows for its status and search filters', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { stock: '50' })
    const line = (firstName: string) =>
      orderBody([{ productId: product.id, quantity: 1 }], { firstName, phone: uniquePhone() })
    const awa = await order(tenant, line('Awa'))
    const confirmed = await order(tenant, line('Awa'))
    await order(tenant, line('Mariam'))
    await api('PATCH', `/api/orders/${confirmed.id}/status`, {
      token: tenant.token,
      json: { status: 'confirmed' },
    })
    const numbersOf = (lines: string[]) =>
      lines
        .slice(1)
        .map((l) => l.split(';')[0])
        .sort()

    expect(numbersOf(await exportLines(tenant, '?q=awa'))).toEqual(
      [`"${confirmed.number}"`, `"${awa.number}"`].sort(),
    )
    expect(numbersOf(await exportLines(tenant, '?q=awa&status=pending'))).toEqual([
      `"${awa.number}"`,
    ])
  })

  it('answers 401 without a token', async () => {
    expect((await api('GET', '/api/orders/export')).status).toBe(401)
  })
})
