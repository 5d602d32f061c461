/**
 * Lists the imports between the dashboard's features (scripts/lib/feature-imports.ts): each pair
 * with its number of imports, then the pairs that import each other, file by file.
 * Usage: npx tsx scripts/feature-imports.ts   |   … --files (every import of every pair)
 */
import { featureImports, mutualFeatures } from './lib/feature-imports.ts'

const showFiles = process.argv.includes('--files')
const imports = featureImports().filter((i) => i.from !== null)
const byPair = new Map<string, typeof imports>()
for (const i of imports) {
  const pair = `${i.from} → ${i.to}`
  byPair.set(pair, [...(byPair.get(pair) ?? []), i])
}
for (const [pair, list] of [...byPair].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${String(list.length).padStart(3)}  ${pair}`)
  if (showFiles) for (const i of list) console.log(`       ${i.file} → ${i.target}`)
}
const mutual = mutualFeatures(imports)
console.log(`\n${imports.length} imports, ${byPair.size} pairs, ${mutual.length} mutual`)
for (const { pair, imports: files } of mutual) {
  console.log(`\n${pair}`)
  for (const f of files) console.log(`  ${f}`)
}
