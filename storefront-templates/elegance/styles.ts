import { baseCss } from '../shared/base-css'
import { brandVars, byColor } from '../shared/brand-vars'

/**
 * Élégance: ivory and ink, serif headings, wide margins; the shop colour only as an accent
 * (buttons, underlines, prices in its readable-on-white shade). Light only, on purpose.
 */
export const eleganceCss = byColor((color: string): string => {
  return `:root{${brandVars(color)};color-scheme:light;--ink:#1c1917;--muted:#57534e;--line:#e7e5e4;--bg:#fffdf8;--soft:#f5f1e8;--focus:#1c1917;--radius:2px;--btn-radius:0;--field-radius:0;--field-line:#78716c;--field-bg:#fff;--font:"Avenir Next","Segoe UI",system-ui,sans-serif;--head-font:"Iowan Old Style","Palatino Linotype",Palatino,"Book Antiqua",Georgia,serif;--cols-sm:2;--cols-md:3;--cols-lg:3;--gap:32px 20px;--card-ratio:4/5}
${baseCss}
h1,h2,h3{font-weight:500;letter-spacing:.01em}section{padding:56px 0}
h2{font-size:28px;text-align:center;margin-bottom:32px}h2::after{content:"";display:block;width:48px;height:2px;background:var(--brand);margin:14px auto 0}
.buy h2,.panel h2,.contact h2,.history h2,.narrow h2{text-align:left}.buy h2::after,.panel h2::after,.contact h2::after,.history h2::after,.narrow h2::after{margin-left:0}
.top{border-bottom:1px solid var(--line);padding-top:20px}.top .wrap{display:flex;flex-direction:column;align-items:center;gap:4px;text-align:center}
.logo{font-family:var(--head-font);font-weight:500;font-size:28px;letter-spacing:.04em}.tagline{color:var(--muted);font-style:italic;margin:0;font-family:var(--head-font)}
.nav{justify-content:center}.nav a{text-transform:uppercase;letter-spacing:.14em;font-size:13px;color:var(--muted);border-bottom:2px solid transparent}.nav a[aria-current=page]{color:var(--ink);border-bottom-color:var(--brand)}
.btn{text-transform:uppercase;letter-spacing:.12em;font-size:14px;padding:12px 24px}
.hero{background:var(--soft);color:var(--ink);padding:0;text-align:center}.hero .hero-text{padding:64px 16px}.hero h1{font-size:clamp(32px,8vw,60px);font-weight:500}.hero p{margin:0 auto 28px;color:var(--muted);font-style:italic}
.hero .btn.alt,.hero.has-bg .btn.alt{background:var(--brand);color:var(--on-brand);border-color:var(--brand)}
.hero.has-bg{display:grid;color:var(--ink)}.hero.has-bg::after{display:none}.hero.has-bg .hero-bg{position:static;aspect-ratio:4/3;height:auto}
@media(min-width:800px){.hero.has-bg{grid-template-columns:1fr 1fr;align-items:center;text-align:left}.hero.has-bg .hero-bg{order:2;height:100%;min-height:460px;aspect-ratio:auto}.hero.has-bg .hero-text{padding:64px 48px}.hero.has-bg p{margin-left:0}}
.card{text-align:center}.card .body{padding:14px 4px}.card h3{font-family:var(--head-font);font-size:18px;font-weight:500}.price{color:var(--brand-ink);font-weight:600}
.chips{justify-content:center}.chips a{border-radius:0;text-transform:uppercase;letter-spacing:.1em;font-size:12px;border-color:var(--ink)}
.listing h1,.narrow h1,.contact h1{text-align:center}.more{text-align:center}.about p{font-size:17px}.about.solo,.notfound{text-align:center;margin:0 auto}
@media(max-width:599px){.nav a{letter-spacing:.04em;font-size:12px;padding:8px 3px}}
.cta{background:var(--ink);color:var(--bg)}.cta h2::after{background:var(--bg)}.cta p{color:#d6d3d1}.cta :focus-visible{outline-color:var(--bg)}
.review{background:transparent;border-width:0 0 0 2px;border-color:var(--brand);border-radius:0}.review blockquote p{font-family:var(--head-font);font-size:18px;font-style:italic}
.foot{text-align:center;background:var(--bg)}.foot .wrap{flex-direction:column;align-items:center}.foot ul{justify-content:center}`
})
