/**
 * One page's HTML as React and Preact may both legitimately write it, so that the two renderers'
 * outputs compare equal exactly when a browser reads them alike. Only these are smoothed over:
 *
 * - React's `<!-- -->` between adjacent text nodes (the texts are joined);
 * - the case of attribute names (`charSet`, `srcSet`, `autoComplete`: HTML ignores it);
 * - attribute order, and a boolean or empty attribute written bare or as `=""`;
 * - `&quot;`, `&#x27;`, `&#39;` and `&apos;` against the characters they stand for;
 * - a void element closed with `/>` or not;
 * - a `style` attribute's spacing and last `;`;
 * - the `<link rel="preload" as="image">` React 19 adds on its own for the page's first images
 *   (its resource hints; no theme writes one).
 *
 * Everything else (an element, a text, an attribute or its value) must be identical.
 */

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])

const TOKEN =
  /<!--[\s\S]*?-->|<(style|script)\b[^>]*>[\s\S]*?<\/\1>|<\/?[a-zA-Z][^\s/>]*(?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*\s*\/?>|[^<]+|</g
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g

const unquote = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;|&apos;/g, "'")

function normaliseStyle(value: string) {
  return value
    .split(';')
    .map((rule) => rule.trim().replace(/\s*:\s*/, ':'))
    .filter(Boolean)
    .join(';')
}

function normaliseTag(tag: string): string {
  if (tag.startsWith('</')) return tag.toLowerCase().replace(/\s+/g, '')
  const name = /^<([^\s/>]+)/.exec(tag)![1]!.toLowerCase()
  const selfClosed = /\/>$/.test(tag)
  const body = tag.slice(name.length + 1).replace(/\/?>$/, '')
  const attributes: string[] = []
  for (const m of body.matchAll(ATTRIBUTE)) {
    const key = m[1]!.toLowerCase()
    let value = unquote(m[2] ?? m[3] ?? m[4] ?? '')
    if (key === 'style') value = normaliseStyle(value)
    attributes.push(`${key}="${value}"`)
  }
  attributes.sort()
  // `<img/>` is `<img>`; `<div/>` is an opening tag a browser leaves open: kept apart.
  const end = selfClosed && !VOID.has(name) ? '/>' : '>'
  return `<${[name, ...attributes].join(' ')}${end}`
}

/** A raw-text element (style, script): its tag normalised, its content as is. */
function normaliseRaw(token: string) {
  const open = /^<[^>]*>/.exec(token)![0]
  const close = /<\/[^>]*>$/.exec(token)![0]
  return normaliseTag(open) + token.slice(open.length, token.length - close.length) + close
}

const isReactImagePreload = (tag: string) =>
  tag.startsWith('<link as="image" ') && /\brel="preload"/.test(tag)

export function normaliseHtml(html: string): string {
  const out: string[] = []
  let text = ''
  const flushText = () => {
    if (text) out.push(unquote(text))
    text = ''
  }
  for (const [token] of html.matchAll(TOKEN)) {
    if (token === '<!-- -->') continue
    if (!token.startsWith('<') || token === '<') {
      text += token
      continue
    }
    flushText()
    if (token.startsWith('<!--')) out.push(token)
    else if (/^<(style|script)\b/i.test(token)) out.push(normaliseRaw(token))
    else {
      const tag = normaliseTag(token)
      if (!isReactImagePreload(tag)) out.push(tag)
    }
  }
  flushText()
  // One token a line: a difference shows as the line it is on.
  return out.join('\n')
}
