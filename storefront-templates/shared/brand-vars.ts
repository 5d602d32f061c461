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
