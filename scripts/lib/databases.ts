/**
 * The D1 databases of wrangler.toml (ADR 036): the directory `DB` and the shop databases
 * `SHOP_DB_n`, all migrated from the same folder. Pure helpers of scripts/databases.ts.
 */

/** The `binding` of every `[[d1_databases]]` block, in the order wrangler.toml lists them. */
export function d1Bindings(toml: string): string[] {
  return toml
    .split(/^\[\[d1_databases\]\]\s*$/m)
    .slice(1)
    .map((block) => /^binding\s*=\s*"([^"]+)"/m.exec(block.split(/^\[/m)[0] ?? '')?.[1])
    .filter((binding): binding is string => Boolean(binding))
}

/** The migrations `wrangler d1 migrations list` says are still to apply (none: "No migrations"). */
export function pendingMigrations(listOutput: string): string[] {
  return [...new Set(listOutput.match(/\b\d{4}_[a-z0-9_]+\.sql\b/g) ?? [])].sort()
}

export type DatabaseState = { binding: string; pending: string[] }

/**
 * Why a deploy must wait, or null: every database at the folder's last migration, hence all at
 * the same version. A database behind the others would serve its shops with the new code on
 * the old schema; all of them behind means the code is ahead of every one.
 */
export function refuseDeploy(states: readonly DatabaseState[]): string | null {
  const behind = states.filter((s) => s.pending.length > 0)
  if (behind.length === 0) return null
  return behind
    .map((s) => `${s.binding}: ${s.pending.length} à appliquer (${s.pending.join(', ')})`)
    .join('\n')
}

/**
 * The migrations `wrangler d1 migrations apply` applied (none: "No migrations to apply"). It
 * reprints its table after each one, so a name comes back many times: each counts once.
 */
export function appliedMigrations(applyOutput: string): string[] {
  return [...new Set(applyOutput.match(/\b\d{4}_[a-z0-9_]+\.sql(?=\s*│\s*✅)/g) ?? [])].sort()
}
