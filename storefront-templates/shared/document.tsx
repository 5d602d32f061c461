import type { ReactNode } from 'react'
import { sizedUrl } from '#worker/schemas/image-sizes.ts'
import { t } from '../fr'
import { safeImageUrl, shopNameOf } from '../links'
import type { PageSeo, ThemeContext } from '../types'
import { ShopFooter } from './chrome'
import { FacebookPixelNoscript, FacebookPixelScript } from './facebook-pixel'
import { InlineStyle } from './inline-style'
import { JsonLd, JsonLdText, organizationLdJson, sharedLogoUrl } from './json-ld'

/**
 * The page every theme fills with its header and a page body: title (shop name,
 * fallback "Boutique"), description and sharing tags (about title, fallback sentence, logo),
 * canonical URL, JSON-LD, the theme's stylesheet inlined (one round trip on a slow network).
 */
export function Document({
  ctx,
  seo,
  css,
  header,
  children,
}: {
  ctx: ThemeContext
  seo: PageSeo
  css: string
  /** The theme's own header; main and the footer are the same everywhere. */
  header: ReactNode
  children: ReactNode
}) {
  const { shop, baseUrl } = ctx
  const shopName = shopNameOf(shop)
  const desc = seo.description || shop.aboutTitle || t.defaultDescription
  const canonical = `${baseUrl}${seo.path}`
  const logo = safeImageUrl(shop.logoUrl)
  // Crawlers fetch the shared picture: the logo's 1280 px copy, not a phone photo of MBs.
  const picture = safeImageUrl(seo.image) ?? (logo && sharedLogoUrl(logo))
  const image = picture ? new URL(picture, baseUrl).toString() : undefined
  const title = seo.title === shopName ? shopName : `${seo.title} · ${shopName}`
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={desc} />
        {seo.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
        <link rel="canonical" href={canonical} />
        <meta name="theme-color" content={shop.color} />
        <meta property="og:type" content={seo.ogType ?? 'website'} />
        <meta property="og:site_name" content={shopName} />
        <meta property="og:locale" content="fr_FR" />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={desc} />
        <meta property="og:url" content={canonical} />
        {image ? <meta property="og:image" content={image} /> : null}
        <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={desc} />
        {image ? <meta name="twitter:image" content={image} /> : null}
        {/* The browser fetches the icon with the page: the logo's small copy, as in the header. */}
        {logo ? <link rel="icon" href={sizedUrl(logo, 320) ?? logo} /> : null}
        <InlineStyle css={css} />
        <FacebookPixelScript pixelId={shop.facebookPixelId} />
        <JsonLdText json={organizationLdJson(ctx)} />
        {(seo.jsonLd ?? []).map((data, i) => (
          <JsonLd key={String(i + 1)} data={data} />
        ))}
      </head>
      <body>
        <FacebookPixelNoscript pixelId={shop.facebookPixelId} />
        <a className="skip" href="#main">
          {t.skip}
        </a>
        {header}
        <main id="main">{children}</main>
        <ShopFooter ctx={ctx} />
      </body>
    </html>
  )
}
