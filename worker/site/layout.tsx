import type { ReactNode } from 'react'
import { InlineStyle } from '#themes/shared/inline-style.tsx'
import { siteWords } from './fr'
import { SITE_CSS, THEME_SCRIPT } from './theme'

export type SitePage = { path: string; origin: string; year: number }

const NAV = siteWords.layout.nav

/** Footer: the platform's own paths (some redirect to the route paths) and placeholders. */
const FOOTER: readonly (readonly [string, readonly (readonly [string, string])[]])[] =
  siteWords.layout.footer

export function Logo() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path d="M9 12h14l-1.5 11a2 2 0 0 1-2 1.7h-7a2 2 0 0 1-2-1.7L9 12Z" fill="#fff" />
      <path d="M12.5 12V10a3.5 3.5 0 0 1 7 0v2" stroke="#fff" strokeWidth="2" fill="none" />
      <path
        d="m13 18 2.2 2.2L19.5 16"
        stroke="#0f766e"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  )
}

const isCurrent = (page: SitePage, href: string) =>
  href === '/' ? page.path === '/' : page.path.startsWith(href)

function NavLinks({ page }: { page: SitePage }) {
  return NAV.map(([href, label]) => (
    <a key={href} href={href} aria-current={isCurrent(page, href) ? 'page' : undefined}>
      {label}
    </a>
  ))
}

/**
 * The `<head>` of every page the worker renders for the platform (the site, the sign-in page):
 * the theme switch, a constant allowed by its hash (site/csp.ts), so its bytes must be these,
 * and the page's own stylesheet; `children` adds the page's own tags.
 */
export function SiteHead(props: {
  title: string
  description: string
  css: string
  children?: ReactNode
}) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{props.title}</title>
      <meta name="description" content={props.description} />
      {props.children}
      <meta name="theme-color" content="#0f766e" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      <InlineStyle css={props.css} />
    </head>
  )
}

/** The public site's shared layout: navigation, drawer on phones (no JS needed), footer. */
export function SiteLayout(props: {
  page: SitePage
  title: string
  description: string
  children: ReactNode
}) {
  const { page, title, description, children } = props
  const canonical = `${page.origin}${page.path}`
  return (
    <html lang="fr">
      <SiteHead title={title} description={description} css={SITE_CSS}>
        <link rel="canonical" href={canonical} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content="Boutiko" />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={canonical} />
        <meta name="twitter:card" content="summary" />
      </SiteHead>
      <body>
        <a className="skip" href="#main">
          {siteWords.layout.skipToContent}
        </a>
        <header className="site">
          <div className="wrap">
            <a className="brand" href="/">
              <Logo />
              Boutiko
            </a>
            <nav className="links" aria-label={siteWords.layout.mainNav}>
              <NavLinks page={page} />
            </nav>
            <div className="actions">
              <a className="btn ghost" href="/auth/signin">
                {siteWords.layout.signin}
              </a>
              <a className="btn" href="/auth/signup">
                {siteWords.layout.signup}
              </a>
            </div>
            <details className="drawer">
              <summary aria-label={siteWords.layout.openMenu}>{siteWords.layout.menu}</summary>
              <div className="panel">
                <nav aria-label={siteWords.layout.mobileNav}>
                  <NavLinks page={page} />
                </nav>
                <a className="btn ghost" href="/auth/signin">
                  {siteWords.layout.signin2}
                </a>
                <a className="btn" href="/auth/signup">
                  {siteWords.layout.signup2}
                </a>
              </div>
            </details>
          </div>
        </header>
        <main id="main">{children}</main>
        <footer className="site">
          <div className="wrap">
            <div className="cols">
              {FOOTER.map(([heading, links]) => (
                <div key={heading}>
                  <strong>{heading}</strong>
                  <ul>
                    {links.map(([href, label]) => (
                      <li key={label}>
                        <a href={href}>{label}</a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            <div className="bottom">
              <span>{siteWords.layout.copyright(page.year)}</span>
              <button type="button" data-theme-toggle hidden>
                {siteWords.layout.themeToggle}
              </button>
            </div>
          </div>
        </footer>
      </body>
    </html>
  )
}
