import type { ReactNode } from 'react'
import { sizedUrl } from '#worker/schemas/image-sizes.ts'
import { t } from '../fr'
import { safeHref, safeImageUrl, shopNameOf } from '../links'
import type { ThemeContext } from '../types'

const SOCIALS = [
  ['whatsapp', 'WhatsApp'],
  ['facebook', 'Facebook'],
  ['youtube', 'YouTube'],
  ['instagram', 'Instagram'],
  ['tiktok', 'TikTok'],
] as const

const PAGES = [
  ['/home', t.home],
  ['/products', t.products],
  ['/contact', t.contact],
] as const

/** The menu's pages; "Galerie" only for a shop that shows its atelier's gallery. */
const pagesOf = (ctx: ThemeContext): (readonly [string, string])[] =>
  ctx.showGallery ? [PAGES[0], PAGES[1], ['/galerie', t.gallery], PAGES[2]] : [...PAGES]

/** The shop's name with its logo, linking home. */
function ShopLogo({ ctx }: { ctx: ThemeContext }) {
  const { shop } = ctx
  const logo = safeImageUrl(shop.logoUrl)
  return (
    <a className="logo" href={`${ctx.basePath}/home`}>
      {/* Drawn 40 px wide: its 320 px copy, never the original phone photo (issue 27). */}
      {logo ? <img src={sizedUrl(logo, 320) ?? logo} alt="" width={40} height={40} /> : null}
      <span>{shopNameOf(shop)}</span>
    </a>
  )
}

/**
 * Accueil / Collections / Contact, then the cart. The cart shows a count only on the pages
 * built for one shopper (`cartCount` given): cached pages are the same for everyone.
 */
function ShopNav({
  ctx,
  path,
  cartCount,
}: {
  ctx: ThemeContext
  path: string
  cartCount?: number
}) {
  const current = (href: string) => (path.startsWith(href) ? ('page' as const) : undefined)
  return (
    <nav className="nav" aria-label={t.mainNav}>
      {pagesOf(ctx).map(([href, label]) => (
        <a key={href} href={`${ctx.basePath}${href}`} aria-current={current(href)}>
          {label}
        </a>
      ))}
      <a className="cart-link" href={`${ctx.basePath}/cart`} aria-current={current('/cart')}>
        {cartCount ? t.cartWithCount(cartCount) : t.cart}
      </a>
    </nav>
  )
}

/** The bar with the logo and the menu; a theme may put something between them. */
export function ShopBar({
  ctx,
  path,
  cartCount,
  children,
}: {
  ctx: ThemeContext
  path: string
  cartCount?: number
  children?: ReactNode
}) {
  return (
    <header className="top">
      <div className="wrap">
        <ShopLogo ctx={ctx} />
        {children}
        <ShopNav ctx={ctx} path={path} cartCount={cartCount} />
      </div>
    </header>
  )
}

/**
 * Footer: useful links, the social links the shop filled in (an empty network is not shown:
 * a link to "#" leads nowhere), the year.
 */
export function ShopFooter({ ctx }: { ctx: ThemeContext }) {
  const { shop, basePath } = ctx
  const socials = SOCIALS.flatMap(([key, label]) => {
    const href = safeHref(shop.socialMedia[key])
    return href === '#' ? [] : [{ key, label, href }]
  })
  return (
    <footer className="foot">
      <div className="wrap">
        <div>
          <strong>{t.usefulLinks}</strong>
          <ul>
            {pagesOf(ctx).map(([href, label]) => (
              <li key={href}>
                <a href={`${basePath}${href}`}>{label}</a>
              </li>
            ))}
          </ul>
        </div>
        {socials.length > 0 && (
          <div>
            <strong>{t.followUs}</strong>
            <ul>
              {socials.map(({ key, label, href }) => (
                <li key={key}>
                  <a href={href} rel="noopener noreferrer">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p>
          © {new Date(ctx.now).getFullYear()} {shopNameOf(shop)}
          {ctx.hideBranding ? null : ` · ${t.poweredBy}`}
        </p>
      </div>
    </footer>
  )
}
