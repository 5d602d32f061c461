import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ORDER_STATUS_TONE } from '#worker/schemas/order-status.ts'
import { PAYMENT_STATUS_TONE } from '#worker/schemas/payment-words.ts'

/*
 * The worker draws an order's first screen in short `fs-` classes (ADR 066) that the
 * dashboard's stylesheet defines: a class renamed on one side only would leave the merchant an
 * unstyled page, and no other test looks at the styles.
 */
const ROOT = join(import.meta.dirname, '..', '..')
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')

describe('the first screen’s styles', () => {
  it('are all defined by the dashboard’s stylesheet, every tone of its badges too', () => {
    const page = read('worker/site/first-screen/order.tsx')
    const css = read('dashboard/src/styles.css')
    const used = new Set(page.match(/\bfs(?:-[a-z]+)?\b(?=[\s"])/g))
    expect(used.size).toBeGreaterThan(5)
    for (const name of used) expect(css, name).toMatch(new RegExp(`\\.${name}[\\s{]`))
    const tones = new Set([
      ...Object.values(ORDER_STATUS_TONE),
      ...Object.values(PAYMENT_STATUS_TONE),
    ])
    expect(tones.size).toBe(5)
    for (const tone of tones) expect(css, tone).toContain(`[data-tone="${tone}"]`)
  })
})
