import { distance } from 'fastest-levenshtein'

/** D1 refuses a LIKE pattern longer than this ("LIKE or GLOB pattern too complex"): a 500. */
const LIKE_PATTERN_MAX_BYTES = 50

/**
 * `%text%` for a "contains" search: `%` and `_` typed by a person are dropped (not wildcards),
 * and the text is cut, on a character boundary, to what fits in D1's 50-byte pattern limit.
 * A longer search matches what contains its first ~48 bytes, which still holds every result.
 */
export function containsPattern(text: string): string {
  const encoder = new TextEncoder()
  let kept = ''
  let bytes = 2
  for (const ch of text.replace(/[%_]/g, '')) {
    bytes += encoder.encode(ch).byteLength
    if (bytes > LIKE_PATTERN_MAX_BYTES) break
    kept += ch
  }
  return `%${kept}%`
}

/** The words of a text, accents and case folded: how the index sees them. */
export function foldedWords(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
}

/**
 * What a shopper meant, from the words of the shop's own product names (issue 27): each word
 * typed that no name holds becomes the name's word it starts (« sand » → « sandales ») or, failing
 * that, the closest one at one typing slip for a short word, two for a longer one (« calebase » →
 * « calebasse », « sandal » → « sandales »), a sound spelt another way counting as one (« bubu »
 * → « boubou »). Null when nothing changes: the search stands as typed.
 */
export function correctedSearch(text: string, vocabulary: ReadonlySet<string>): string | null {
  const words = foldedWords(text).slice(0, 8)
  let changed = false
  const fixed = words.map((word) => {
    if (word.length < 3 || STOP_WORDS.has(word) || vocabulary.has(word)) return word
    const singular = word.replace(/[sx]$/, '')
    if (vocabulary.has(singular) || vocabulary.has(`${singular}s`)) return word
    const best = closestWord(word, vocabulary)
    if (best) changed = true
    return best ?? word
  })
  return changed ? fixed.join(' ') : null
}

/**
 * How a word sounds, roughly, in French as shoppers spell it: « ou » written « u » (« bubu »,
 * the Wolof and English spelling of « boubou »), « ph » as « f », a doubled letter as one.
 */
const soundOf = (word: string) =>
  word
    .replace(/ou/g, 'u')
    .replace(/ph/g, 'f')
    .replace(/(.)\1+/g, '$1')

/**
 * Typing slips between a word typed and a name's word. Spelling a sound another way counts as
 * one slip, for a word of four letters or more that starts with the same letter: a three-letter
 * word has too many sound-alikes in a shop's names to guess from.
 */
function slips(word: string, candidate: string): number {
  const typed = distance(word, candidate)
  if (word.length < 4 || word[0] !== candidate[0]) return typed
  return Math.min(typed, 1 + distance(soundOf(word), soundOf(candidate)))
}

function closestWord(word: string, vocabulary: ReadonlySet<string>): string | null {
  const allowed = word.length <= 4 ? 1 : 2
  let best: string | null = null
  let bestScore = Number.POSITIVE_INFINITY
  for (const candidate of vocabulary) {
    // A name's word the shopper began typing counts as the closest: « sand » is « sandales ».
    const score = candidate.startsWith(word) ? 0 : slips(word, candidate)
    if (score > allowed) continue
    if (score < bestScore || (score === bestScore && candidate.length < (best?.length ?? 99))) {
      best = candidate
      bestScore = score
    }
  }
  return best
}

/** Words a shopper adds that a product name rarely holds ("robe pour femme", "sac de cuir"). */
const STOP_WORDS = new Set('a au aux avec d de des du en et l la le les pour sur un une'.split(' '))

/**
 * A word and its simple French plural or singular, as whole FTS5 terms: "robes" → robes, robe,
 * robex; "bijou" → bijou, bijous, bijoux. Whole terms, not a prefix (`"robe"*`): FTS5 answers a
 * prefix by merging the entries of every matching term in every shop before the shop filter, a
 * cost that grew with the platform (bench:scale, issue 16); a whole term is looked up and
 * intersected with the shop's entries.
 */
function forms(word: string): string {
  const base = (word.length > 3 ? word.replace(/[sx]$/, '') : word).slice(0, 40)
  const terms = new Set([word.slice(0, 40), base, `${base}s`, `${base}x`])
  return `(${[...terms].map((t) => `"${t}"`).join(' OR ')})`
}

/**
 * The FTS5 query for a storefront search (ADR 025): this shop's entries holding every word,
 * accents and case folded, in its singular or plural form. Only letters and digits reach the
 * query, each word quoted: nothing typed (`"`, `*`, `NEAR`, brackets) is FTS5 syntax. Null when
 * no word is left.
 */
export function searchMatch(storeId: string, text: string): string | null {
  const words = foldedWords(text).slice(0, 8)
  const kept = words.filter((w) => !STOP_WORDS.has(w))
  const terms = (kept.length ? kept : words).map(forms)
  return terms.length
    ? `store_id:"${storeId}" AND {name category description}:(${terms.join(' AND ')})`
    : null
}
