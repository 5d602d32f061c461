/** Digits only, as the API stores it; anything else renders nothing. */
const validId = (id: string | null | undefined): id is string =>
  Boolean(id && /^\d{5,20}$/.test(id))

/**
 * Meta's base pixel code for a shop, or null without a valid id. The id goes in JSON-encoded
 * (it is digits anyway): no shop data is ever concatenated into script text. The worker allows
 * exactly this text in the page's CSP by its SHA-256 hash (ADR 010): no nonce, so a cached
 * page is the same bytes for every visitor.
 */
export function facebookPixelCode(pixelId: string | null): string | null {
  if (!validId(pixelId)) return null
  return `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init',${JSON.stringify(pixelId).replace(/</g, '\\u003c')});fbq('track','PageView');`
}

export function FacebookPixelScript({ pixelId }: { pixelId: string | null }) {
  const code = facebookPixelCode(pixelId)
  return code ? <script dangerouslySetInnerHTML={{ __html: code }} /> : null
}

/** The no-JavaScript fallback: a 1×1 image request (belongs in <body>). */
export function FacebookPixelNoscript({ pixelId }: { pixelId: string | null }) {
  if (!validId(pixelId)) return null
  return (
    <noscript>
      <img
        height={1}
        width={1}
        style={{ display: 'none' }}
        alt=""
        src={`https://www.facebook.com/tr?id=${encodeURIComponent(pixelId)}&ev=PageView&noscript=1`}
      />
    </noscript>
  )
}
