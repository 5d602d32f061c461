import type { ReactNode } from 'react'
import { t } from '../fr'
import { safeHref } from '../links'
import type { ThemeContext } from '../types'
import { FacebookPixelNoscript, FacebookPixelScript } from './components/facebook-pixel'
import { sectionsCss } from './components/sections-css'
import { classicCss } from './styles'

type Props = {
  ctx: ThemeContext
  title: string
  description?: string
  path: string
  children: ReactNode
}

const SOCIALS = [
  ['whatsapp', 'WhatsApp'],
  ['facebook', 'Facebook'],
  ['youtube', 'YouTube'],
  ['instagram', 'Instagram'],
  ['tiktok', 'TikTok'],
] as const

/** §1: title = shop name (fallback "Boutique"); description and sharing tags from the about title. */
export function Layout({ ctx, title, description, path, children }: Props) {
  const { shop, basePath, baseUrl } = ctx
  const shopName = shop.name || t.defaultTitle
  const desc = description ?? shop.aboutTitle ?? t.defaultDescription
  const canonical = `${baseUrl}${path}`
  const image = shop.logoUrl ? new URL(shop.logoUrl, baseUrl).toString() : undefined
  const fullTitle = title === shopName ? shopName : `${title} · ${shopName}`
  const nav = [
    ['/home', t.home],
    ['/products', t.products],
    ['/contact', t.contact],
  ] as const
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={desc} />
        <link rel="canonical" href={canonical} />
        <meta name="theme-color" content={shop.color} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={shopName} />
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={desc} />
        <meta property="og:url" content={canonical} />
        {image ? <meta property="og:image" content={image} /> : null}
        <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={fullTitle} />
        <meta name="twitter:description" content={desc} />
        {image ? <link rel="icon" href={shop.logoUrl!} /> : null}
        <style>{classicCss(shop.color) + sectionsCss}</style>
        <FacebookPixelScript pixelId={shop.facebookPixelId} nonce={ctx.nonce} />
      </head>
      <body>
        <FacebookPixelNoscript pixelId={shop.facebookPixelId} />
        <a className="skip" href="#main">
          Aller au contenu
        </a>
        <header className="top">
          <div className="wrap">
            <a className="logo" href={`${basePath}/home`}>
              {shop.logoUrl ? <img src={shop.logoUrl} alt="" width={36} height={36} /> : null}
              <span>{shopName}</span>
            </a>
            <nav className="nav" aria-label="Navigation principale">
              {nav.map(([href, label]) => (
                <a
                  key={href}
                  href={`${basePath}${href}`}
                  aria-current={path.startsWith(href) ? 'page' : undefined}
                >
                  {label}
                </a>
              ))}
            </nav>
          </div>
        </header>
        <main id="main">{children}</main>
        <footer className="foot">
          <div className="wrap">
            <div>
              <strong>{t.usefulLinks}</strong>
              <ul>
                {nav.map(([href, label]) => (
                  <li key={href}>
                    <a href={`${basePath}${href}`}>{label}</a>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <strong>{t.followUs}</strong>
              <ul>
                {SOCIALS.map(([key, label]) => (
                  <li key={key}>
                    <a href={safeHref(shop.socialMedia[key])} rel="noopener noreferrer">
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
            <p>
              © {new Date(ctx.now).getFullYear()} {shopName} · {t.poweredBy}
            </p>
          </div>
        </footer>
      </body>
    </html>
  )
}
