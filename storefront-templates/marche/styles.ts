import { baseCss } from '../shared/base-css'
import { brandVars, byColor } from '../shared/brand-vars'

/**
 * Marché: colour blocks and stickers, a dense grid, heavy type. Blocks alternate the shop
 * colour, its deep shade and sun yellow, each with the text colour that reads on it.
 */
export const marcheCss = byColor((color: string): string => {
  return `:root{${brandVars(color)};color-scheme:light;--sun:#fde047;--ink:#111111;--muted:#404040;--line:#d6d3d1;--bg:#fff8e7;--soft:#ffffff;--focus:#111111;--radius:14px;--btn-radius:999px;--field-radius:12px;--field-line:#111111;--field-bg:#fff;--font:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--head-font:"Arial Black","Helvetica Neue",system-ui,sans-serif;--cols-sm:2;--cols-md:4;--cols-lg:5;--gap:10px;--card-ratio:1}
${baseCss}
h1,h2{font-weight:900;text-transform:uppercase;letter-spacing:-.01em}section{padding:24px 0}
h2{display:inline-block;background:var(--brand);color:var(--on-brand);padding:6px 14px;border-radius:8px}
.strip{background:#111;color:#fff;font-size:14px;font-weight:700;text-align:center;padding:6px 16px}.strip a{color:var(--sun)}.strip :focus-visible{outline-color:var(--sun)}
.top{background:var(--brand);color:var(--on-brand)}.top .wrap{display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px;min-height:64px}.top .logo{margin-right:auto;font-weight:900;text-transform:uppercase}
.top :focus-visible{outline-color:var(--on-brand)}.nav a{border-radius:999px}.nav a[aria-current=page]{background:var(--on-brand);color:var(--brand)}.nav .cart-link{background:var(--sun);color:#000;margin-left:4px}
.btn{text-transform:uppercase;font-weight:900;border-color:#111;box-shadow:3px 3px 0 #111}.btn.wa{border-color:#111}
.hero{background:var(--deep);color:var(--on-deep);padding:40px 0;border-bottom:8px solid var(--sun)}.hero h1{text-transform:uppercase;font-size:clamp(32px,9vw,64px)}
.hero .btn.alt,.hero.has-bg .btn.alt{background:var(--sun);color:#000;border-color:#111}
.card{background:#fff;border:2px solid #111;border-radius:var(--radius);box-shadow:4px 4px 0 #111}.card .body{padding:8px 10px}.card h3{font-size:14px}
.card .price{background:var(--sun);color:#000;padding:1px 8px;border-radius:6px}.card .was{color:#404040}
.cats a{background:var(--brand);color:var(--on-brand);border:2px solid #111;border-radius:var(--radius);font-weight:900;font-size:16px;padding:14px 18px;text-transform:uppercase}
.cats li:nth-child(3n+2) a{background:var(--deep);color:var(--on-deep)}.cats li:nth-child(3n) a{background:var(--sun);color:#000}
.chips a{border-color:#111;font-weight:700}
.cta{background:var(--sun);color:#000;border-top:3px solid #111;border-bottom:3px solid #111}
.review{border:2px solid #111;background:#fff}.panel{background:#fff;border:2px solid #111}.badge{border-color:#111}
.foot{background:#111;color:#e5e5e5;border:0}.foot strong{color:var(--sun)}`
})
