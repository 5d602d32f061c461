import { unknownHostMsg } from '../schemas/domains'

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  )

/**
 * What a host that is neither the platform nor a shop's verified domain gets: a plain page,
 * no platform content and no shop. Not cached, so it disappears as soon as the domain is verified.
 */
export function unknownHostPage(hostname: string): Response {
  const t = unknownHostMsg
  const host = escapeHtml(hostname.slice(0, 253))
  const html = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:32rem;margin:1.5rem;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}
h1{font-size:1.25rem;margin:0 0 .75rem}p{margin:.5rem 0;color:#475569}code{word-break:break-all}
</style>
</head>
<body>
<main>
<h1>${t.heading}</h1>
<p>${t.pointsHere(`<code>${host}</code>`)}</p>
<p>${t.ownerHint}<strong>${t.settingsPath}</strong>${t.ownerAction}</p>
</main>
</body>
</html>`
  return new Response(html, {
    status: 404,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
    },
  })
}
