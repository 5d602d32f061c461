import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { generateSQLiteMigration } from 'drizzle-kit/api'
import { describe, expect, it } from 'vitest'
import { declaredSnapshot, migrationFiles } from '../helpers/schema-shape.ts'

/*
 * `npm run db:generate` (drizzle-kit generate) writes the next migration as the difference
 * between the declared schema and the last snapshot of migrations/meta, the last by file name.
 * A schema change migrated by a hand-written file leaves that base behind, and the next
 * generate writes the change again. So a schema change is declared in worker/db/schema, then
 * `npm run db:generate -- --name <name>` writes its SQL and the snapshot, and the SQL may be
 * edited by hand. A migration drizzle cannot express and that changes no declared table
 * (triggers, an FTS5 table) needs no snapshot: `npx drizzle-kit generate --custom` starts one.
 */

const META = join(import.meta.dirname, '../../migrations/meta')
type Snapshot = { id: string; prevId: string } & Record<string, unknown>
const snapshots = readdirSync(META)
  .filter((f) => !f.startsWith('_'))
  .sort()
  .map((name) => ({
    name,
    snapshot: JSON.parse(readFileSync(join(META, name), 'utf8')) as Snapshot,
  }))
const journal = JSON.parse(readFileSync(join(META, '_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[]
}

describe("drizzle-kit's snapshots", () => {
  it('end with the declared schema: db:generate has nothing to write', async () => {
    const last = snapshots.at(-1)!.snapshot
    expect(await generateSQLiteMigration(last, await declaredSnapshot())).toEqual([])
  })

  it('form one chain: each points at an earlier one, no two at the same (drizzle-kit stops)', () => {
    const ids = new Set<string>()
    const parents = new Set<string>()
    for (const { name, snapshot } of snapshots) {
      if (ids.size > 0) expect(ids.has(snapshot.prevId), `${name}: prevId`).toBe(true)
      expect(parents.has(snapshot.prevId), `${name}: prevId shared`).toBe(false)
      parents.add(snapshot.prevId)
      ids.add(snapshot.id)
    }
  })

  it('have a journal naming every migration file in order, its times increasing', () => {
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(migrationFiles().map((f) => f.name))
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i))
    for (const [i, e] of journal.entries.entries())
      if (i > 0) expect(e.when, e.tag).toBeGreaterThan(journal.entries[i - 1]!.when)
  })
})
