/** The shop colour is validated hex on the way in; anything else falls back, so CSS stays inert. */
export function safeColor(value: string | null | undefined, fallback = '#0f766e'): string {
  return value && /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback
}

const channels = (hex: string) =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** Black or white text, whichever reads better on `hex` (WCAG relative luminance). */
export function readableOn(hex: string): '#000000' | '#ffffff' {
  return luminance(hex) > 0.179 ? '#000000' : '#ffffff'
}

/** Mixes `hex` towards black (amount > 0) or white (amount < 0), amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 0 : 255
  const k = Math.abs(amount)
  return `#${channels(hex)
    .map((v) => Math.round(v + (target - v) * k))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`
}

/** The shop colour darkened just enough to be read as text on white (contrast ≥ 4.5, AA). */
export function inkOnWhite(hex: string): string {
  for (let k = 0; k <= 1; k += 0.05) {
    const c = shade(hex, k)
    if (contrast(c, '#ffffff') >= 4.5) return c
  }
  return '#000000'
}
