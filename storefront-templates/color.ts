/** The shop colour is validated hex on the way in; anything else falls back, so CSS stays inert. */
export function safeColor(value: string | null | undefined, fallback = '#0f766e'): string {
  return value && /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback
}

/** Black or white text, whichever reads better on `hex` (WCAG relative luminance). */
export function readableOn(hex: string): '#000000' | '#ffffff' {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b
  return lum > 0.179 ? '#000000' : '#ffffff'
}
