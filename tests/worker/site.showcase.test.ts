import { describe, expect, it } from 'vitest'
import { api, createTenant, seedProduct, setupWorker } from '#tests/helpers/worker.ts'

// Its own file: the home page shows six shops at most, so this test needs a database where
// no other test's shops compete for those places.
setupWorker()

describe('GET / shop showcase', () => {
  it('shows the shops that have products and leaves out the empty ones', async () => {
    const stocked = await createTenant({ name: `Pagnes Awa ${Date.now()}` })
    await seedProduct(stocked)
    const empty = await createTenant({ name: `Boutique vide ${Date.now()}` })
    const html = await (await api('GET', '/')).text()
    expect(html).toContain(`href="/${stocked.store.slug}/home"`)
    expect(html).not.toContain(empty.store.slug)
  })
})
