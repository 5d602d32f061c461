import { spawnSync } from 'node:child_process'
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  api,
  createTenant,
  PASSWORD,
  ROOT,
  readJson,
  type Secrets,
  seedProduct,
  startWorker,
  stopWorker,
  workerSecrets,
} from '#tests/helpers/worker.ts'
import { backup, parse, restore } from '../../scripts/backup.ts'

const DATABASE_ID = /database_id\s*=\s*"([^"]+)"/.exec(
  (await import('node:fs')).readFileSync(join(ROOT, 'wrangler.toml'), 'utf8'),
)![1]!

/** A folder that wrangler treats as a project: its config, migrations and local state. */
function project(withMigrations: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'boutiko-backup-'))
  copyFileSync(join(ROOT, 'wrangler.toml'), join(dir, 'wrangler.toml'))
  if (withMigrations) cpSync(join(ROOT, 'migrations'), join(dir, 'migrations'), { recursive: true })
  return dir
}
const d1Dir = (dir: string) => join(dir, '.wrangler', 'state', 'v3', 'd1')
const dirs: string[] = []

afterAll(async () => {
  await stopWorker()
  if (!process.env.KEEP_BACKUP_DIRS)
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

describe('npm run db:backup / db:restore', () => {
  it('exports the local D1 to SQL and restores it into an empty database that serves the same shop', async () => {
    const source = project(true)
    const target = project(false)
    dirs.push(source, target)
    const migrate = spawnSync(
      join(ROOT, 'node_modules', '.bin', 'wrangler'),
      ['d1', 'migrations', 'apply', 'DB', '--local'],
      {
        cwd: source,
        encoding: 'utf8',
      },
    )
    expect(migrate.status, migrate.stderr).toBe(0)

    await startWorker({ persist: { d1Dir: d1Dir(source), databaseId: DATABASE_ID } })
    const secrets: Secrets = workerSecrets()
    const tenant = await createTenant({ name: 'Sauvegarde Awa' })
    const product = await seedProduct(tenant, { name: 'Pagne sauvegardé' })
    await stopWorker()

    const file = backup({ ...parse(['backup', '--output', 'dump.sql']), cwd: source })
    restore({ ...parse(['restore', file]), cwd: target })

    await startWorker({ persist: { d1Dir: d1Dir(target), databaseId: DATABASE_ID }, secrets })
    const home = await api('GET', `/${tenant.store.slug}/home`)
    expect(home.status).toBe(200)
    const html = await home.text()
    expect(html).toContain('Sauvegarde Awa')
    expect(html).toContain('Pagne sauvegardé')
    // The search index, left out of the dump (D1 cannot export it), is rebuilt by the restore.
    const found = await api('GET', `/${tenant.store.slug}/products?q=pagnes%20sauvegardes`)
    expect(await found.text()).toContain(`/products/${product.id}"`)
    // Accounts come back too: the merchant signs in with the same password and sees the product.
    const signin = await api('POST', '/api/signin', {
      json: { emailOrPhone: tenant.email, password: PASSWORD },
    })
    expect(signin.status).toBe(200)
    const { token } = await readJson<{ token: string }>(signin)
    const res = await api('GET', `/api/products/${product.id}`, { token })
    expect(res.status).toBe(200)
  }, 120_000)
})
