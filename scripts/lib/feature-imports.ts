import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/*
 * The imports between the dashboard's feature folders, read from the sources as text (type-only
 * and lazy `import()` included: they tie two features together for a reader as much as value
 * imports do). A feature is a folder of dashboard/src/features/; L'Atelier is a module of
 * several features, so each folder of features/atelier/ counts as one (`atelier/orders`…) and
 * the files directly in features/atelier/ as `atelier`.
 */
const ROOT = resolve(import.meta.dirname, '../..')
const SRC = 'dashboard/src'
const FEATURES = `${SRC}/features/`
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm

/**
 * `file` imports `target`, a file of the feature `to`; `from` is the feature of `file`, null
 * when `file` is outside features/ (app/, components/, lib/, the router).
 */
export type FeatureImport = { from: string | null; to: string; file: string; target: string }

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** `#dashboard/*` is package.json's "imports" alias of dashboard/src/*; other aliases leave it. */
function resolveSpecifier(from: string, spec: string): string | null {
  const base = spec.startsWith('#dashboard/')
    ? join(ROOT, SRC, spec.slice('#dashboard/'.length))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null
  if (!base) return null
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null
}

/** The feature a file (relative to the repository) belongs to, or null outside features/. */
export function featureOf(file: string): string | null {
  if (!file.startsWith(FEATURES)) return null
  const [top, sub, ...rest] = file.slice(FEATURES.length).split('/')
  return top === 'atelier' && rest.length > 0 ? `atelier/${sub}` : top!
}

/** Every import of a feature's file from a file outside that feature. */
export function featureImports(): FeatureImport[] {
  const found: FeatureImport[] = []
  for (const path of sourceFiles(join(ROOT, SRC))) {
    const file = relative(ROOT, path)
    const from = featureOf(file)
    for (const m of readFileSync(path, 'utf8').matchAll(SPECIFIER)) {
      const resolved = resolveSpecifier(path, (m[1] ?? m[2])!)
      if (!resolved) continue
      const target = relative(ROOT, resolved)
      const to = featureOf(target)
      if (to && from !== to) found.push({ from, to, file, target })
    }
  }
  return found
}

/** Pairs of features that import each other, each with the imports that make it. */
export function mutualFeatures(imports: FeatureImport[]): { pair: string; imports: string[] }[] {
  const between = imports.filter((i) => i.from !== null)
  const edges = new Set(between.map((i) => `${i.from}→${i.to}`))
  const pairs = [...edges]
    .map((e) => e.split('→') as [string, string])
    .filter(([a, b]) => a < b && edges.has(`${b}→${a}`))
  return pairs.map(([a, b]) => ({
    pair: `${a} ↔ ${b}`,
    imports: between
      .filter((i) => (i.from === a && i.to === b) || (i.from === b && i.to === a))
      .map((i) => `${i.file} → ${i.target}`),
  }))
}
