import { readableOn, safeColor } from '../color'

/** The whole theme stylesheet, inlined: one round trip on a slow network, no render-blocking CSS file. */
export function classicCss(color: string): string {
  const brand = safeColor(color)
  return `:root{--brand:${brand};--on-brand:${readableOn(brand)};--ink:#111827;--muted:#4b5563;--line:#e5e7eb;--bg:#fff;--soft:#f9fafb}
*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
a{color:inherit}img{max-width:100%;height:auto;display:block}.wrap{max-width:1120px;margin:0 auto;padding-left:16px;padding-right:16px}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:#fff;padding:8px;z-index:10}
.top{border-bottom:1px solid var(--line);background:var(--bg)}.top .wrap{display:flex;align-items:center;gap:12px;min-height:60px;flex-wrap:wrap}
.logo{display:flex;align-items:center;gap:10px;font-weight:800;font-size:18px;text-decoration:none;margin-right:auto}.logo img{width:36px;height:36px;border-radius:8px;object-fit:cover}
.nav{display:flex;gap:4px}.nav a{padding:8px 10px;border-radius:8px;text-decoration:none;font-weight:600;color:var(--muted)}.nav a[aria-current=page]{color:var(--ink);background:var(--soft)}
.hero{background:var(--brand);color:var(--on-brand);padding:48px 0}.hero h1{font-size:clamp(26px,6vw,44px);line-height:1.1;margin:0 0 12px}.hero p{margin:0 0 20px;max-width:560px;opacity:.92}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:10px 18px;border-radius:10px;border:0;background:var(--brand);color:var(--on-brand);font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
.btn.alt{background:var(--on-brand);color:var(--brand)}.btn.wa{background:#25d366;color:#000}.btn:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid var(--ink);outline-offset:2px}
section{padding:32px 0}h2{font-size:22px;margin:0 0 16px}
.grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}@media(min-width:700px){.grid{grid-template-columns:repeat(3,minmax(0,1fr));gap:20px}}@media(min-width:1000px){.grid{grid-template-columns:repeat(4,minmax(0,1fr))}}
.card{border:1px solid var(--line);border-radius:12px;overflow:hidden;text-decoration:none;display:flex;flex-direction:column;background:var(--bg)}.card img{aspect-ratio:1;object-fit:cover;width:100%;background:var(--soft)}
.card .body{padding:10px 12px}.card h3{font-size:15px;margin:0 0 4px;font-weight:600}.price{font-weight:800}.was{color:var(--muted);text-decoration:line-through;font-weight:400;margin-left:6px;font-size:.9em}
.chips{display:flex;gap:8px;flex-wrap:wrap;padding:0;margin:0 0 16px;list-style:none}.chips a{display:inline-block;padding:6px 12px;border:1px solid var(--line);border-radius:999px;text-decoration:none;font-size:14px}.chips a[aria-current=page]{background:var(--brand);color:var(--on-brand);border-color:var(--brand)}
.search{display:flex;gap:8px;margin-bottom:16px}.search input{flex:1}
label{display:block;font-weight:600;font-size:14px;margin:0 0 4px}input,select,textarea{width:100%;min-height:44px;padding:10px 12px;border:1px solid #9ca3af;border-radius:10px;font:inherit;background:#fff;color:var(--ink)}
.field{margin-bottom:12px}.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}.phone{display:grid;grid-template-columns:110px 1fr;gap:8px}
.err{color:#b91c1c;font-size:14px;margin:4px 0 0}.alert{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;padding:12px;border-radius:10px;margin-bottom:12px}
.ok{background:#f0fdf4;border:1px solid #bbf7d0;padding:16px;border-radius:12px}
.product{display:grid;gap:24px}@media(min-width:800px){.product{grid-template-columns:1fr 1fr}}.product img{border-radius:12px;aspect-ratio:1;object-fit:cover;width:100%}
.badge{display:inline-block;padding:2px 10px;border-radius:999px;background:var(--soft);border:1px solid var(--line);font-size:13px;font-weight:600}.badge.out{background:#fef2f2;color:#991b1b;border-color:#fecaca}
.pager{display:flex;gap:12px;align-items:center;justify-content:center;margin-top:24px}
table{width:100%;border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid var(--line);text-align:left}
.foot{border-top:1px solid var(--line);background:var(--soft);padding:24px 0;margin-top:32px;font-size:14px;color:var(--muted)}.foot .wrap{display:flex;gap:24px;flex-wrap:wrap;justify-content:space-between}.foot ul{list-style:none;padding:0;margin:0;display:flex;gap:12px;flex-wrap:wrap}
@media(prefers-color-scheme:dark){:root{--ink:#f3f4f6;--muted:#9ca3af;--line:#374151;--bg:#111827;--soft:#1f2937}input,select,textarea{background:#1f2937;color:var(--ink)}}`
}
