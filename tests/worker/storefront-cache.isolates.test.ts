import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Response } from 'miniflare'
import { afterAll, describe, expect, it } from 'vitest'
import { cachedEntry, dropCachedEntry } from '#tests/helpers/probe.ts'
import {
  api,
  createTenant,
  db,
  ROOT,
  seedProduct,
  startWorker,
  stopWorker,
  worker,
  workerSecrets,
} from '#tests/helpers/worker.ts'
import { migrationScript } from '../../scripts/lib/migration-script.ts'

/**
 * A page rendered by one isolate is in the Cache API (L2) but not in the memory (L1) of the
 * next isolate. Two Miniflare runs on the same D1 and Cache API folders stand for two isolates.
 */
const dir = mkdtempSync(join(tmpdir(), 'boutiko-isolates-'))
const persist = { d1Dir: join(dir, 'd1'), databaseId: 'isolates' }
const cachePersist = join(dir, 'cache')

afterAll(async () => {
  await stopWorker()
  rmSync(dir, { recursive: true, force: true })
})

const cacheOf = (res: Response) => res.headers.get('x-boutiko-cache')

describe('a storefront page in the Cache API but not in this isolate’s memory', () => {
  it('is served from the Cache API, then kept in memory: it outlives its Cache API entry', async () => {
    await startWorker({ persist, cachePersist })
    await (await db()).exec(migrationScript(ROOT))
    const secrets = workerSecrets()
    const tenant = await createTenant({ name: 'Chez Mariam' })
    await seedProduct(tenant, { name: 'Bazin riche' })
    const path = `/${tenant.store.slug}/home`
    const rendered = await api('GET', path)
    expect(cacheOf(rendered)).toBe('miss')
    const html = await rendered.text()
    expect(html).toContain('Bazin riche')
    const { version } = (await (
      await db()
    )
      .prepare('SELECT version FROM stores WHERE id = ?')
      .bind(tenant.store.id)
      .first<{ version: number }>())!
    const key = `https://cache.internal/${tenant.store.id}/v${version}-p0b0r0${path}?h=boutiko.test`
    // The Cache API write happens after the response has left.
    for (let i = 0; i < 50 && !(await cachedEntry(worker(), key)); i++)
      await new Promise((r) => setTimeout(r, 20))
    expect((await cachedEntry(worker(), key))?.status).toBe(200)
    await stopWorker()

    // A new isolate: empty memory, the same Cache API.
    await startWorker({ persist, cachePersist, secrets })
    const fromCacheApi = await api('GET', path)
    expect(cacheOf(fromCacheApi)).toBe('hit')
    expect(await fromCacheApi.text()).toBe(html)
    // The Cache API's own policy stays there: what a visitor gets is the page's headers.
    expect(fromCacheApi.headers.get('cache-control')).toBeNull()
    expect(fromCacheApi.headers.get('content-security-policy')).toBe(
      rendered.headers.get('content-security-policy'),
    )

    // Gone from the Cache API, still served as a hit: this isolate kept it in memory.
    expect(await dropCachedEntry(worker(), key)).toBe(true)
    expect(await cachedEntry(worker(), key)).toBeNull()
    const fromMemory = await api('GET', path)
    expect(cacheOf(fromMemory)).toBe('hit')
    expect(await fromMemory.text()).toBe(html)
  })
})
