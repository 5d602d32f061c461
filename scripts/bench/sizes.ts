import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

export const gz = (text: string | Buffer) => gzipSync(text, { level: 6 }).length

/** Bytes as the reports write them, in French: "12,3 Ko". */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).replace('.', ',')} Ko`

export type PageWeight = {
  /** Raw bytes of the HTML document. */
  htmlRaw: number
  /** Gzip bytes of the whole document, inline CSS and scripts included. */
  html: number
  /** Gzip bytes of the inline <style> blocks and any stylesheet it links. */
  css: number
  /** Gzip bytes of the scripts the browser runs (inline and external; JSON-LD is data, not counted). */
  js: number
  externalScripts: number
  /** Signs of a client framework taking over the page. */
  hydration: boolean
}

const RUNNABLE =
  /<script\b(?![^>]*\btype="application\/(?:ld\+)?json")([^>]*)>([\s\S]*?)<\/script>/gi

/** Fetches a page and weighs it as a browser would download it (gzip -6, like the edge). */
export async function weighPage(base: string, path: string): Promise<PageWeight> {
  const html = await (await fetch(`${base}${path}`)).text()
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]!)
  for (const m of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/gi)) {
    styles.push(await (await fetch(new URL(m[1]!, `${base}${path}`))).text())
  }
  const scripts: string[] = []
  let externalScripts = 0
  for (const m of html.matchAll(RUNNABLE)) {
    const src = /\bsrc="([^"]+)"/.exec(m[1]!)?.[1]
    if (src) {
      externalScripts++
      scripts.push(await (await fetch(new URL(src, `${base}${path}`))).text())
    } else scripts.push(m[2]!)
  }
  const js = scripts.join('\n')
  return {
    htmlRaw: Buffer.byteLength(html),
    html: gz(html),
    css: styles.length ? gz(styles.join('\n')) : 0,
    js: js.trim() ? gz(js) : 0,
    externalScripts,
    hydration: /hydrateRoot|hydrate\(|__reactContainer|data-reactroot|type="module"/.test(
      html + js,
    ),
  }
}

/** The worker as uploaded, gzip KB (ADR 051): the bench's target and the test's limit. */
export const WORKER_BUDGET_KB = 252

export type BundleFacts = { gzip: number; raw: number; reactProduction: boolean }

/**
 * The worker bundle as uploaded: its gzip size, and whether a renderer's development build is in
 * it (React's, or Preact's debug layer: decision 028 renders pages with Preact).
 */
export function weighBundle(path: string): BundleFacts {
  const code = readFileSync(path)
  const text = code.toString('utf8')
  const devReact =
    /react(?:-dom-server[\w.-]*|-dom|)\.development\.js/.test(text) ||
    text.includes('Each child in a list should have a unique') ||
    text.includes('Undefined component passed to createElement')
  return { gzip: gz(code), raw: code.length, reactProduction: !devReact }
}
