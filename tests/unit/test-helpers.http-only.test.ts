import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')
/** Miniflare's binding proxies: synchronous round trips that can lose a reply (probe.ts says how). */
const PROXY_CALL = /\.(getD1Database|getBindings|getR2Bucket|getCaches|getWorker|getKVNamespace)\(/

describe('worker tests', () => {
  it('never touch Miniflare’s synchronous binding proxies: storage goes through the probe worker', () => {
    const files = readdirSync(join(ROOT, 'tests'), { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && /\.tsx?$/.test(d.name))
      .map((d) => join(d.parentPath, d.name))
      .filter((f) => f !== import.meta.filename)
    expect(files.length).toBeGreaterThan(50)
    expect(
      files.filter((f) => PROXY_CALL.test(readFileSync(f, 'utf8'))).map((f) => relative(ROOT, f)),
    ).toEqual([])
  })
})
