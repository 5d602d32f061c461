import { inkOnWhite, readableOn, safeColor, shade } from '../color'

/**
 * The shop colour and the colours derived from it, as CSS variables: text on the brand colour
 * is black or white, whichever passes AA; `--brand-ink` is the colour dark enough to be text
 * on white; `--deep` a darker block colour with its own readable text.
 */
export function brandVars(color: string): string {
  const brand = safeColor(color)
  const deep = shade(brand, 0.45)
  return `--brand:${brand};--on-brand:${readableOn(brand)};--brand-ink:${inkOnWhite(brand)};--deep:${deep};--on-deep:${readableOn(deep)}`
}

/**
 * A theme's stylesheet for a shop colour, kept per colour: the same few kilobytes on every
 * page of a shop, whose colour maths (`brandVars`) is a measurable part of a page's CPU in the
 * worker (ADR 043). Keyed by the colour itself, so a new colour shows at once; bounded.
 */
export function byColor(css: (color: string) => string): (color: string) => string {
  const kept = new Map<string, string>()
  return (color) => {
    let out = kept.get(color)
    if (out === undefined) {
      out = css(color)
      if (kept.size >= 500) kept.clear()
      kept.set(color, out)
    }
    return out
  }
}
