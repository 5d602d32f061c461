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
