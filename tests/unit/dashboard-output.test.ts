import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : /\.(tsx?|html)$/.test(name) ? [path] : []
  })

/**
 * The dashboard shows merchant and shopper text (names, messages, testimonials) everywhere.
 * React escapes all of it as long as nothing bypasses it: these are the bypasses.
 */
describe('dashboard output', () => {
  const sources = files('dashboard').filter((f) => !f.includes('node_modules'))
  const offending = (pattern: RegExp) =>
    sources.filter((f) => pattern.test(readFileSync(f, 'utf8')))

  it('never injects raw HTML', () => {
    expect(
      offending(/dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|document\.write/),
    ).toEqual([])
  })

  it('never evaluates strings as code', () => {
    expect(offending(/\beval\(|new Function\(/)).toEqual([])
  })

  it('shows the storefront preview only in a sandboxed iframe (no scripts, no same origin)', () => {
    const frames = sources.flatMap((f) => readFileSync(f, 'utf8').match(/<iframe[\s\S]*?>/g) ?? [])
    expect(frames.length).toBeGreaterThan(0)
    for (const frame of frames) expect(frame).toMatch(/sandbox=""/)
  })
})
