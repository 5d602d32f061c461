/**
 * A deterministic pseudo-random source for the scale bench's seeder: the same seed gives the
 * same platform, so two runs (or two machines) measure the same rows. sfc32 (128-bit state,
 * seeded through splitmix32): one stream per shop, and unlike a 32-bit-state generator two
 * shops' streams do not overlap. Good enough for shapes, not for secrets.
 */
export class Prng {
  private a: number
  private b: number
  private c: number
  private d: number
  constructor(seed: number) {
    let s = seed >>> 0
    const split = () => {
      s = (s + 0x9e3779b9) >>> 0
      let z = s
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
      return (z ^ (z >>> 16)) >>> 0
    }
    this.a = split()
    this.b = split()
    this.c = split()
    this.d = split()
    for (let i = 0; i < 12; i++) this.next()
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return (t >>> 0) / 4294967296
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
