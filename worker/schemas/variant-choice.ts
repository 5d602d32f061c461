/**
 * A product with variants is bought by choosing ONE of its size/colour combinations (issue 27),
 * so a shopper can never form one that does not exist. A plain form's radio carries both
 * options in one value: a JSON pair, which holds any size or colour a merchant may type.
 */
export type Combination = { size: string; color: string }

/** The value a combination's radio posts. */
export const combinationValue = (v: Combination) => JSON.stringify([v.size, v.color])

/** The combination a posted value names; null for anything else (a hand-made post). */
export function readCombination(value: string): Combination | null {
  try {
    const [size, color] = JSON.parse(value)
    if (typeof size === 'string' && typeof color === 'string') return { size, color }
  } catch {}
  return null
}

/** "M / Bleu", "M" or "Bleu": how a shopper and a merchant read a combination. */
export const combinationLabel = (v: Combination) => [v.size, v.color].filter(Boolean).join(' / ')
