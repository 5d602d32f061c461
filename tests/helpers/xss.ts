import { createHash } from 'node:crypto'
import { expect } from 'vitest'

/**
 * Hostile text for every field a merchant or a shopper fills, and the checks that say the
 * HTML around it stayed inert: tags and quotes came out as text, template syntax literally.
 */
// biome-ignore lint/suspicious/noTemplateCurlyInString: the template syntax is the payload
const TEMPLATES = '{{7*7}}${7*7}<%= 7*7 %>'
/** 78 characters: fits every name, city and title (80 at most). */
export const EVIL = `<script>alert(1)</script>"><img src=x onerror=alert(1)>${TEMPLATES}`
/** 32 characters: for the 40-character fields (sizes, colours, button texts). */
export const EVIL_SHORT = '<script>alert(1)</script>{{7*7}}'

/**
 * How the worker's renderer (Preact's, ADR 028) writes a text or attribute value into HTML:
 * `&`, `<` and `"` become entities. `>` and `'` stay as they are: they open nothing in text, and
 * every attribute value is double-quoted.
 */
export const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/** A script element the browser runs: no type, or a JavaScript one (JSON-LD is data). */
const runs = (openTag: string) => {
  const type = /\stype="([^"]*)"/i.exec(openTag)?.[1]
  return type === undefined || /^(text\/javascript|module)$/i.test(type)
}

/**
 * Tags opened by data, event-handler attributes, script URLs: none may reach a page. Every
 * script that runs must be allowed by the page's CSP: by its nonce, or by its SHA-256 hash.
 */
export function inertProblems(html: string, csp?: string | null): string[] {
  const nonce = /'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? null
  const problems: string[] = []
  if (html.includes('<script>alert(1)')) problems.push('a <script> from data')
  if (/<img src=x/i.test(html)) problems.push('an <img> from data')
  // Attribute names only: an escaped payload inside a quoted value is text, not an attribute.
  // A quoted value may hold a literal `>`: a tag ends at the first `>` outside quotes.
  for (const tag of html.match(/<[a-z](?:[^>"']|"[^"]*"|'[^']*')*>/gi) ?? [])
    if (/\son[a-z]+\s*=/i.test(tag.replace(/"[^"]*"|'[^']*'/g, '""')))
      problems.push(`an on…= attribute: ${tag.slice(0, 120)}`)
  if (/(href|src|action|formaction)\s*=\s*["']?\s*(javascript|data|vbscript):/i.test(html))
    problems.push('a javascript:/data: URL')
  for (const [, tag = '', text = ''] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    if (!runs(tag)) continue
    const n = /\snonce="([^"]*)"/.exec(tag)?.[1]
    const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    if (n !== undefined ? n !== nonce : !csp?.includes(hash))
      problems.push(`a script the CSP does not allow by nonce or hash: ${tag}`)
  }
  return problems
}

/** The nonce of a response's CSP header. */
export const cspNonce = (headers: { get(name: string): string | null }) =>
  /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1] ?? null

export async function expectInertPage(
  label: string,
  res: { status: number; headers: { get(name: string): string | null }; text(): Promise<string> },
): Promise<string> {
  const html = await res.text()
  expect(res.status, label).toBeLessThan(500)
  expect(inertProblems(html, res.headers.get('content-security-policy')), label).toEqual([])
  return html
}
