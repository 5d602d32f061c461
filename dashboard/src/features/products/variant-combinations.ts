import type { VariantFormRow } from './product-values.ts'

/** A comma-separated list's values, trimmed, each once ("bleu" and "Bleu" are one colour). */
function distinct(text: string): string[] {
  const seen = new Set<string>()
  const values: string[] = []
  for (const raw of text.split(',')) {
    const value = raw.trim()
    const key = value.toLocaleLowerCase('fr')
    if (!value || seen.has(key)) continue
    seen.add(key)
    values.push(value)
  }
  return values
}

/**
 * The variant rows the typed sizes and colours stand for: every size with every colour
 * ("M, L, XL" × "Bleu, Blanc" gives six), or each value of the one list typed; every row
 * waits for its stock. None when neither list has a value.
 */
export function variantCombinations(sizes: string, colors: string): VariantFormRow[] {
  const s = distinct(sizes)
  const c = distinct(colors)
  if (s.length === 0 && c.length === 0) return []
  return (s.length ? s : ['']).flatMap((size) =>
    (c.length ? c : ['']).map((color) => ({ size, color, stock: '' })),
  )
}
