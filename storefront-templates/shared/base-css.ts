/**
 * What every theme's pages need whatever they look like (layout mechanics, forms, focus,
 * tables, alerts), written against CSS variables each theme sets. Mobile first: the base
 * rules are the 360 px phone, media queries widen.
 */
export const baseCss = `*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.55 var(--font);color:var(--ink);background:var(--bg)}
h1,h2,h3{font-family:var(--head-font);line-height:1.2}h1{font-size:clamp(26px,6vw,40px);margin:0 0 16px}h2{font-size:22px;margin:0 0 16px}
a{color:inherit}img{max-width:100%;height:auto;display:block}p{margin:0 0 12px}
.wrap{max-width:1120px;margin:0 auto;padding-left:16px;padding-right:16px}.narrow{max-width:760px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:var(--bg);color:var(--ink);padding:8px;z-index:10}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}:target{scroll-margin-top:48px}
main{display:block;min-height:50vh}section{padding:32px 0}.muted{color:var(--muted)}.anywhere{overflow-wrap:anywhere}
.logo{display:flex;align-items:center;gap:10px;font-weight:800;font-size:18px;text-decoration:none}.logo img{width:40px;height:40px;border-radius:8px;object-fit:cover}
.nav{display:flex;flex-wrap:wrap;gap:2px}.nav a{white-space:nowrap;display:inline-flex;align-items:center;min-height:44px;padding:8px 10px;text-decoration:none;font-weight:600}
@media(max-width:599px){.top .wrap{padding-top:8px}.top .nav{width:100%;justify-content:space-between;gap:0}.top .nav .cart-link{margin-left:auto}.nav a{padding:8px 3px;font-size:14px}}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:10px 18px;border-radius:var(--btn-radius);border:2px solid var(--brand);background:var(--brand);color:var(--on-brand);font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
.btn.alt{background:var(--on-brand);color:var(--brand);border-color:var(--on-brand)}.btn.dark{background:var(--ink);color:var(--bg);border-color:var(--ink)}
.btn.ghost{background:transparent;color:var(--ink);border-color:var(--line)}.btn.small{min-height:40px;padding:6px 12px;font-size:14px}.btn.wide{width:100%}
.btn.wa{background:#25d366;color:#000;border-color:#25d366}
label{display:block;font-weight:600;font-size:14px;margin:0 0 4px}
input,select,textarea{width:100%;min-height:44px;padding:10px 12px;border:1px solid var(--field-line);border-radius:var(--field-radius);font:inherit;background:var(--field-bg);color:var(--ink)}
textarea{resize:vertical}.field{margin-bottom:12px}.row{display:grid;gap:0 12px}@media(min-width:480px){.row{grid-template-columns:1fr 1fr}}
.phone{display:grid;grid-template-columns:110px 1fr;gap:0 8px}
fieldset{border:1px solid var(--line);border-radius:var(--radius);padding:16px;margin:20px 0 0;min-width:0}legend{font-weight:700;padding:0 6px}.hint{color:var(--muted);font-size:14px}
.pay-method{display:flex;gap:12px;align-items:flex-start;font-weight:400;margin:0;padding:10px 0;cursor:pointer}.remember{display:flex;gap:12px;align-items:center;font-weight:400;margin:16px 0;cursor:pointer}.pay-method+.pay-method{border-top:1px solid var(--line)}.pay-method input,.remember input{width:22px;min-height:22px;height:22px;margin:1px 0 0;padding:0;flex:none;accent-color:var(--brand-ink)}.pay-method .muted{font-weight:400}
.buy .btn.wide{margin:4px 0 0}.pay-switch form{margin:8px 0}.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.err{color:#b91c1c;font-size:14px;margin:4px 0 0;font-weight:600}
.alert{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;padding:12px;border-radius:10px;margin:0 0 12px}
.ok{background:#f0fdf4;color:#14532d;border:1px solid #bbf7d0;padding:16px;border-radius:var(--radius);margin:0 0 16px}
.badge{display:inline-block;padding:2px 10px;border-radius:999px;background:var(--soft);color:var(--ink);border:1px solid var(--line);font-size:13px;font-weight:600}.badge.out{background:#fef2f2;color:#991b1b;border-color:#fecaca}
.hero{position:relative;overflow:hidden;background:var(--brand);color:var(--on-brand);padding:48px 0}.hero h1{font-size:clamp(28px,7vw,48px);line-height:1.1;margin:0 0 12px}.hero p{margin:0 0 20px;max-width:560px}
.hero-bg{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}.hero .hero-text{position:relative;z-index:1}
.hero.has-bg{color:#fff}.hero.has-bg::after{content:"";position:absolute;inset:0;background:linear-gradient(90deg,rgba(0,0,0,.75),rgba(0,0,0,.45))}.hero.has-bg .btn.alt{background:var(--brand);color:var(--on-brand);border-color:var(--brand)}
.grid{display:grid;grid-template-columns:repeat(var(--cols-sm),minmax(0,1fr));gap:var(--gap)}@media(min-width:700px){.grid{grid-template-columns:repeat(var(--cols-md),minmax(0,1fr))}}@media(min-width:1000px){.grid{grid-template-columns:repeat(var(--cols-lg),minmax(0,1fr))}}
.card{display:flex;flex-direction:column;text-decoration:none;overflow:hidden}.card img,.card .noimg{width:100%;aspect-ratio:var(--card-ratio);object-fit:cover;background:var(--soft)}
.card .body{padding:10px 12px}.card h3{font-size:15px;margin:0 0 4px;font-weight:600}.price{font-weight:800;display:inline-flex;flex-wrap:wrap;align-items:baseline;column-gap:6px}.was{color:var(--muted);font-weight:400;font-size:.9em}
.chips{display:flex;gap:8px;flex-wrap:wrap;padding:0;margin:0 0 16px;list-style:none}.chips a{display:inline-flex;align-items:center;min-height:40px;padding:6px 14px;border:1px solid var(--line);border-radius:999px;text-decoration:none;font-size:14px}
.chips a[aria-current=page]{background:var(--brand);color:var(--on-brand);border-color:var(--brand)}
.search{display:flex;gap:8px;margin-bottom:16px}.search input{flex:1;min-width:0}.search .btn{padding:10px 14px}.pager{display:flex;gap:12px;align-items:center;justify-content:center;margin-top:24px}.more{margin:16px 0 0}
.crumbs{padding-top:16px;font-size:14px;color:var(--muted)}.crumbs ol{display:flex;flex-wrap:wrap;gap:6px;list-style:none;margin:0;padding:0}.crumbs li+li::before{content:"›";margin-right:6px}
.product{display:grid;gap:24px;padding-top:12px}@media(min-width:800px){.product{grid-template-columns:1fr 1fr}}.product .media-col{min-width:0}@media(min-width:800px){.product .media-col{position:sticky;top:16px;align-self:start}}.product img{border-radius:var(--radius);aspect-ratio:1;object-fit:cover;width:100%}
.big-price{font-size:22px;margin:0 0 8px}.desc{white-space:pre-line}
table{width:100%;border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid var(--line);text-align:left}.num{text-align:right}.nowrap{white-space:nowrap}.total{font-weight:800}.lines-table{margin-bottom:12px}
.about{display:grid;gap:24px;align-items:center}@media(min-width:800px){.about{grid-template-columns:1fr 1fr}.about.solo{grid-template-columns:1fr}}.about.solo{max-width:760px}.about p{white-space:pre-line;color:var(--muted);margin:0 0 20px}
.shop-facts ul{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:8px 20px;color:var(--muted)}.shop-facts li::before{content:"✓ ";color:var(--brand-ink)}
.about-imgs{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}.about-imgs img{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:var(--radius);background:var(--soft)}.about-imgs img:only-child{grid-column:1/-1}
.cta{text-align:center}.cta p{white-space:pre-line;max-width:640px;margin:0 auto 20px}
.reviews ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,260px),1fr));gap:16px;list-style:none;padding:0;margin:0}
.review{border:1px solid var(--line);border-radius:var(--radius);padding:16px;background:var(--bg)}.review figure{margin:0;display:grid;gap:10px}.review blockquote{margin:0}.review blockquote p{margin:0;white-space:pre-line}
.review img{border-radius:8px;width:100%;height:auto;max-height:360px;object-fit:cover;background:var(--soft)}.review-photo{justify-self:start;line-height:0}.review .thumb{width:72px;height:72px;max-height:none}.review figcaption{color:var(--muted);font-size:14px}.review figcaption strong{color:var(--ink)}.stars{color:#b45309;letter-spacing:2px}
.lead{color:var(--muted);max-width:640px}.two{display:grid;gap:24px}@media(min-width:800px){.two{grid-template-columns:1fr 1.3fr}}
.panel{background:var(--soft);border:1px solid var(--line);border-radius:var(--radius);padding:16px;align-self:start}dt{font-weight:700}dd{margin:0 0 10px}
.lines{list-style:none;margin:0;padding:0}.line{display:grid;grid-template-columns:80px 1fr;gap:12px;padding:16px 0;border-bottom:1px solid var(--line)}
.line img,.line .noimg{width:80px;height:80px;object-fit:cover;border-radius:8px;background:var(--soft)}.line-info a{font-weight:700}.line-info p{margin:4px 0}
.qty{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin-top:8px}.qty label{width:100%;margin:0}.qty input{width:96px}
.cart-total{font-size:20px;text-align:right;margin:16px 0}.actions{display:flex;gap:16px;align-items:center;flex-wrap:wrap;justify-content:flex-end}
.history ol{list-style:none;margin:0;padding:0}.history li{border-left:3px solid var(--brand);padding:4px 0 12px 14px}.history p{margin:6px 0 0;white-space:pre-line}
.gallery{columns:150px 4;column-gap:var(--gap);list-style:none;padding:0;margin:0}.gallery li{break-inside:avoid;margin:0 0 var(--gap)}.gallery figure{margin:0}.gallery img{width:100%;border-radius:var(--radius);background:var(--soft)}.gallery figcaption{color:var(--muted);font-size:14px;margin-top:6px}
.foot{border-top:1px solid var(--line);background:var(--soft);padding:24px 0;margin-top:32px;font-size:14px;color:var(--muted)}.foot strong{color:var(--ink)}
.foot .wrap{display:flex;gap:24px;flex-wrap:wrap;justify-content:space-between}.foot ul{list-style:none;padding:0;margin:8px 0 0;display:flex;gap:4px 14px;flex-wrap:wrap}.foot ul a{display:inline-block;padding:6px 0}`
