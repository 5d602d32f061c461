import { describe, expect, it } from 'vitest'
import { getPage } from '#tests/helpers/storefront.ts'
import {
  api,
  createTenant,
  seedCategory,
  seedProduct,
  setupWorker,
  type Tenant,
} from '#tests/helpers/worker.ts'

setupWorker()

/** The product ids a storefront search lists, in the order shown. */
async function search(tenant: Tenant, q: string): Promise<string[]> {
  const res = await getPage(`/${tenant.store.slug}/products?q=${encodeURIComponent(q)}`)
  expect(res.status, q).toBe(200)
  const html = await res.text()
  return [...new Set([...html.matchAll(/\/products\/(prd_[a-z0-9]+)"/g)].map((m) => m[1]!))]
}

/** A small shop with accents, plurals, multi-word names and a "Robes" category. */
async function catalogue() {
  const tenant = await createTenant({ name: 'Chez Awa Recherche' })
  const robes = await seedCategory(tenant, 'Robes')
  const p = {
    sac: await seedProduct(tenant, { name: 'Sac en cuir tressé', description: 'Fait main' }),
    robe: await seedProduct(tenant, { name: 'Robe wax Awa', description: 'Coton imprimé' }),
    tenue: await seedProduct(tenant, {
      name: 'Tenue de fête',
      description: 'Longue, brodée',
      categoryId: robes.id,
    }),
    pagne: await seedProduct(tenant, {
      name: 'Pagne tissé',
      description: 'Assorti à une robe de cérémonie',
    }),
    bijoux: await seedProduct(tenant, { name: 'Bijoux dorés', description: 'Laiton' }),
    cuir: await seedProduct(tenant, { name: 'Ceinture', description: 'Cuir de chèvre' }),
  }
  return { tenant, robes, p }
}

describe('the storefront search', () => {
  it('finds what people mean: accents, case, word order and plurals do not matter', async () => {
    const { tenant, p } = await catalogue()
    expect((await search(tenant, 'sac cuir'))[0]).toBe(p.sac.id)
    expect(await search(tenant, 'sac cuir')).toEqual([p.sac.id])
    expect(await search(tenant, 'CUIR  Sac')).toEqual([p.sac.id])
    expect(await search(tenant, 'sacs en cuir')).toEqual([p.sac.id])
    expect(await search(tenant, 'tresse')).toEqual([p.sac.id])
    expect(await search(tenant, 'TRESSÉS')).toEqual([p.sac.id])
    expect(await search(tenant, 'bijou')).toEqual([p.bijoux.id])
    expect(await search(tenant, 'fete')).toEqual([p.tenue.id])
    expect(await search(tenant, 'pantalon')).toEqual([])
  })

  it('ranks by relevance: the name first, then the category, then the description', async () => {
    const { tenant, p } = await catalogue()
    expect(await search(tenant, 'robes')).toEqual([p.robe.id, p.tenue.id, p.pagne.id])
    expect(await search(tenant, 'robe')).toEqual([p.robe.id, p.tenue.id, p.pagne.id])
    expect(await search(tenant, 'cuir')).toEqual([p.sac.id, p.cuir.id])
  })

  it('follows the catalogue: a renamed category, an edited product, a deleted one', async () => {
    const { tenant, robes, p } = await catalogue()
    const rename = await api('PUT', `/api/categories/${robes.id}`, {
      token: tenant.token,
      json: { name: 'Tenues' },
    })
    expect(rename.status).toBe(200)
    expect(await search(tenant, 'tenues')).toEqual([p.tenue.id])
    expect(await search(tenant, 'robes')).toEqual([p.robe.id, p.pagne.id])
    const edit = await api('PUT', `/api/products/${p.bijoux.id}`, {
      token: tenant.token,
      json: { name: 'Collier doré', description: 'Laiton', price: '1500', stock: '3' },
    })
    expect(edit.status).toBe(200)
    expect(await search(tenant, 'bijoux')).toEqual([])
    expect(await search(tenant, 'colliers')).toEqual([p.bijoux.id])
    const gone = await api('DELETE', `/api/products/${p.sac.id}`, { token: tenant.token })
    expect(gone.status).toBe(204)
    expect(await search(tenant, 'sac')).toEqual([])
  })

  it("stays within its shop and its published products: another shop's robe is never listed", async () => {
    const { tenant, p } = await catalogue()
    const other = await createTenant({ name: 'Autre Boutique' })
    const theirs = await seedProduct(other, { name: 'Robe wax Awa', description: 'Coton imprimé' })
    await seedProduct(tenant, { name: 'Robe brouillon', status: 'unpublished' })
    expect(await search(tenant, 'robe wax')).toEqual([p.robe.id])
    expect(await search(other, 'robe')).toEqual([theirs.id])
    // Another shop's id typed as a search term is only words, never a way into that shop.
    expect(await search(tenant, `store_id:"${other.store.id}" robe`)).toEqual([])
  })

  it('answers any input safely, as a search of its words', async () => {
    const { tenant, p } = await catalogue()
    const hostile = [
      '"',
      '*',
      '"robe',
      'robe"*',
      'NEAR(robe sac)',
      'robe NEAR sac',
      '(robe',
      'robe)',
      'robe OR sac',
      'robe AND NOT sac',
      '-robe',
      '^robe',
      'name:robe',
      '{name}:robe',
      "'; DROP TABLE products; --",
      '%_%',
      'é'.repeat(300),
      'robe '.repeat(200),
      '🙂 robe',
    ]
    for (const q of hostile) await search(tenant, q)
    expect(await search(tenant, '"robe')).toEqual([p.robe.id, p.tenue.id, p.pagne.id])
    expect(await search(tenant, 'wax (robe)')).toEqual([p.robe.id])
    expect(await search(tenant, '*')).toEqual([])
    expect(await search(tenant, 'sac')).toEqual([p.sac.id])
  })

  it('forgives typos from the shop’s own words: « sandal », « sand » and « calebase » find them, and say so', async () => {
    const tenant = await createTenant({ name: 'Artisanat Fati' })
    const sandales = await seedProduct(tenant, {
      name: 'Sandales en cuir',
      description: 'Cousu main',
    })
    const calebasse = await seedProduct(tenant, {
      name: 'Calebasse décorée',
      description: 'Pyrogravée',
    })
    expect(await search(tenant, 'sandal')).toEqual([sandales.id])
    expect(await search(tenant, 'sand')).toEqual([sandales.id])
    expect(await search(tenant, 'calebase')).toEqual([calebasse.id])
    const page = await (await getPage(`/${tenant.store.slug}/products?q=calebase`)).text()
    expect(page).toContain('Résultats pour « calebasse »')
    expect(page).toContain('Aucun produit pour « calebase »')
    // Found as typed: no correction, no notice.
    const exact = await (await getPage(`/${tenant.store.slug}/products?q=calebasse`)).text()
    expect(exact).not.toContain('Aucun produit pour')
    expect(await search(tenant, 'pantalon')).toEqual([])
  })

  it('corrects only with the shop’s own words, never another shop’s', async () => {
    const other = await createTenant({ name: 'Calebasses du Faso' })
    await seedProduct(other, { name: 'Calebasse gravée', description: 'Bois' })
    const tenant = await createTenant({ name: 'Pagnes Salif' })
    await seedProduct(tenant, { name: 'Pagne wax', description: 'Coton' })
    expect(await search(tenant, 'calebase')).toEqual([])
  })
})
