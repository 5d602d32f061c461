import { describe, expect, it } from 'vitest'
import { featureImports, featureOf, mutualFeatures } from '../../scripts/lib/feature-imports.ts'

/*
 * Features may use one another, one way: two features that import each other are one feature
 * split in two, or share something that belongs in app/ (session, current shop, shell),
 * components/, lib/ or, for L'Atelier, atelier/shell/. `npx tsx scripts/feature-imports.ts`
 * lists every pair.
 */
describe("the dashboard's features", () => {
  const imports = featureImports()

  it('are read from the sources, aliases and lazy imports included', () => {
    expect(featureOf('dashboard/src/features/orders/queries.ts')).toBe('orders')
    expect(featureOf('dashboard/src/features/atelier/orders/queries.ts')).toBe('atelier/orders')
    expect(featureOf('dashboard/src/features/atelier/routes.tsx')).toBe('atelier')
    expect(featureOf('dashboard/src/app/shell/user-shell.tsx')).toBeNull()
    const shell = imports.filter((i) => i.file === 'dashboard/src/app/shell/user-shell.tsx')
    expect(shell.map((i) => i.target)).toContain('dashboard/src/features/store/suspended-modal.tsx')
    const lazy = imports.filter(
      (i) => i.file === 'dashboard/src/features/dashboard/dashboard-page.tsx',
    )
    expect(lazy.map((i) => i.to)).toContain('team')
  })

  it('never import each other both ways', () => {
    const mutual = mutualFeatures(imports).map(({ pair, imports: files }) =>
      [pair, ...files.map((f) => `  ${f}`)].join('\n'),
    )
    expect(mutual, `\n${mutual.join('\n\n')}\n`).toEqual([])
  })

  it('are not imported by the session or the current shop, which every feature uses', () => {
    const shared = imports
      .filter((i) => /^dashboard\/src\/app\/(session|shop)\//.test(i.file))
      .map((i) => `${i.file} → ${i.target}`)
    expect(shared).toEqual([])
  })
})
