import { baseCss } from '../shared/base-css'
import { brandVars, byColor } from '../shared/brand-vars'

/** Classique: the shop colour as a band, bordered cards, light or dark as the phone is set. */
export const classicCss = byColor((color: string): string => {
  return `:root{${brandVars(color)};--ink:#111827;--muted:#4b5563;--line:#e5e7eb;--bg:#fff;--soft:#f9fafb;--focus:#111827;--radius:12px;--btn-radius:10px;--field-radius:10px;--field-line:#6b7280;--field-bg:#fff;--font:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--head-font:inherit;--cols-sm:2;--cols-md:3;--cols-lg:4;--gap:16px;--card-ratio:1}
${baseCss}
.top{border-bottom:1px solid var(--line);background:var(--bg)}.top .wrap{display:flex;align-items:center;gap:4px 12px;min-height:64px;flex-wrap:wrap}.top .logo{margin-right:auto}
.nav a{border-radius:8px;color:var(--muted)}.nav a[aria-current=page]{color:var(--ink);background:var(--soft)}.nav .cart-link{color:var(--ink);border:1px solid var(--line)}
.card{border:1px solid var(--line);border-radius:var(--radius);background:var(--bg)}.cta{background:var(--soft);border-top:1px solid var(--line)}.cta p{color:var(--muted)}
@media(prefers-color-scheme:dark){:root{--ink:#f3f4f6;--muted:#9ca3af;--line:#374151;--bg:#111827;--soft:#1f2937;--focus:#f3f4f6;--field-bg:#1f2937;--field-line:#9ca3af}}`
})
