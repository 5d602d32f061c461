/**
 * "1 article", "2 articles", "0 article": French counts without "article(s)" (issue 27). French
 * keeps the singular for 0 and 1. `plural` defaults to the noun with an "s" at its first word
 * ("code promo" → "codes promo", "membre d’équipe" → "membres d’équipe").
 */
export function countOf(n: number, noun: string, plural?: string): string {
  const many = plural ?? noun.replace(/^(\S+)/, '$1s')
  return `${n} ${n > 1 ? many : noun}`
}
