/**
 * A deterministic pseudo-random source for the scale bench's seeder: the same seed gives the
 * same platform, so two runs (or two machines) measure the same rows. Mulberry32: tiny, fast,
 * good enough for shapes (not for secrets).
 */
export class Prng {
  private state: number
  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** Integer in [lo, hi], both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1))
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }

  /** `length` characters of `alphabet` (ids, tokens: the length of the real ones). */
  chars(length: number, alphabet = ID_ALPHABET): string {
    let out = ''
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)]
    return out
  }
}

const ID_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'

/**
 * A count in [min, max] drawn from a truncated Pareto law: most values near `min`, a long tail
 * up to `max` (most shops are small, a few are big). `alpha` sets the tail: the smaller, the
 * heavier.
 */
export function skewedCount(rng: Prng, min: number, max: number, alpha: number): number {
  const u = rng.next()
  return Math.min(max, Math.floor(min / (1 - u) ** (1 / alpha)))
}
