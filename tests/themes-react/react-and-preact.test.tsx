import { format } from 'node:util'
import { describe, expect, it, vi } from 'vitest'
import { normaliseHtml } from './normalise-html.ts'
import { renderEveryPage } from './pages.tsx'
import { PREACT_ONLY } from './preact-only.tsx'

/**
 * The themes are React templates that the worker happens to render with Preact (ADR 028): every
 * page of every theme, rendered by real React (`react-dom/server`) and by Preact through the
 * worker's own aliases (`?renderer=preact`, vitest.config.ts), must give the same HTML once what
 * legitimately differs is smoothed over (normalise-html.ts), and React must warn about nothing.
 * So a theme never comes to rely on Preact, and going back to React stays two alias lines.
 */

type PagesModule = typeof import('./pages.tsx')
type PreactOnlyModule = typeof import('./preact-only.tsx')
const inPreact = <M,>(specifier: string) => import(/* @vite-ignore */ specifier) as Promise<M>

/** What React says through console.error while `render` runs (its warnings, in development). */
function withReactWarnings<T>(render: () => T): { value: T; warnings: string[] } {
  const warnings: string[] = []
  const spy = vi
    .spyOn(console, 'error')
    .mockImplementation((...args) => void warnings.push(format(...args)))
  try {
    return { value: render(), warnings }
  } finally {
    spy.mockRestore()
  }
}

const byReact = withReactWarnings(renderEveryPage)
const byPreact = (await inPreact<PagesModule>('./pages.tsx?renderer=preact')).renderEveryPage()

describe('every theme page, rendered by React and by Preact', () => {
  it('covers the nine pages and the gallery of every theme, for a full and a bare shop', () => {
    const keys = Object.keys(byReact.value)
    for (const theme of ['classic', 'elegance', 'marche'])
      for (const shop of ['full', 'bare'])
        for (const page of ['home', 'products', 'product', 'contact', 'cart', 'checkout'])
          expect(keys).toContain(`${theme}/${shop}/${page}`)
    expect(keys).toContain('marche/bare/gallery')
    expect(keys).toContain('elegance/full/tracking')
    expect(Object.keys(byPreact)).toEqual(keys)
  })

  it('makes React warn about nothing (no Preact-only prop, no invalid nesting)', () => {
    expect(byReact.warnings).toEqual([])
  })

  it.each(Object.keys(byReact.value))('writes the same HTML for %s', (key) => {
    const react = byReact.value[key]!
    const preact = byPreact[key]!
    expect(react.length).toBeGreaterThan(500)
    expect(normaliseHtml(preact)).toBe(normaliseHtml(react))
  })
})

describe('the comparison itself', () => {
  it('smooths over only what the two renderers legitimately write differently', () => {
    expect(normaliseHtml('<meta charSet="utf-8"/><p>a<!-- -->b</p><img alt="" hidden=""/>')).toBe(
      normaliseHtml('<meta charset="utf-8"><p>ab</p><img hidden alt>'),
    )
    expect(normaliseHtml('<p style="display:none;">x</p>')).toBe(
      normaliseHtml('<p style="display: none">x</p>'),
    )
    expect(normaliseHtml('<p>L&#x27;atelier</p>')).toBe(normaliseHtml("<p>L'atelier</p>"))
    for (const [a, b] of [
      ['<p>ab</p>', '<p>a b</p>'],
      ['<p class="x">a</p>', '<p>a</p>'],
      ['<a href="/a">a</a>', '<a href="/b">a</a>'],
      ['<div></div>', '<div/>'],
      ['<p>a</p>', '<span>a</span>'],
    ])
      expect(normaliseHtml(a!), `${a} / ${b}`).not.toBe(normaliseHtml(b!))
  })

  // React warns once per process about a prop: this sees the `class` warning only while no
  // theme uses `class` (a theme that does fails "makes React warn about nothing" first).
  it.each(Object.keys(PREACT_ONLY))(
    'catches markup written for Preact (%s): React refuses it, warns, or writes other HTML',
    async (kind) => {
      const name = kind as keyof typeof PREACT_ONLY
      const preact = (
        await inPreact<PreactOnlyModule>('./preact-only.tsx?renderer=preact')
      ).PREACT_ONLY[name]()
      let caught: boolean
      try {
        const react = withReactWarnings(PREACT_ONLY[name])
        caught = react.warnings.length > 0 || normaliseHtml(react.value) !== normaliseHtml(preact)
      } catch {
        caught = true
      }
      expect(caught).toBe(true)
    },
  )
})
