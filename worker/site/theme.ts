/**
 * Light/dark mode of the public site, shared with the dashboard through the same
 * localStorage key ('theme'). Inlined (allowed by its CSP hash) so it runs before the first paint
 * without an extra request on a slow network; the page works the same without it.
 */
export const THEME_SCRIPT = `(()=>{var d=document.documentElement,m=matchMedia('(prefers-color-scheme: dark)');
function get(){try{var s=localStorage.getItem('theme');return s==='light'||s==='dark'?s:'system'}catch(e){return'system'}}
function apply(p){var k=p==='dark'||(p==='system'&&m.matches);d.classList.add('js-theme');d.classList.toggle('dark',k);d.style.colorScheme=k?'dark':'light'}
apply(get());m.addEventListener('change',function(){get()==='system'&&apply('system')});
var L={system:'Thème : système',light:'Thème : clair',dark:'Thème : sombre'},N={system:'light',light:'dark',dark:'system'};
addEventListener('DOMContentLoaded',function(){document.querySelectorAll('[data-theme-toggle]').forEach(function(b){b.hidden=false;b.textContent=L[get()];
b.addEventListener('click',function(){var n=N[get()];try{localStorage.setItem('theme',n)}catch(e){}apply(n);b.textContent=L[n]})})})})()`

/** The colours, light and dark (the system's, or the visitor's choice once the script ran). */
export const SITE_COLORS = `:root{--brand:#0f766e;--brand-ink:#fff;--ink:#0f172a;--muted:#475569;--line:#e2e8f0;--bg:#fff;--soft:#f8fafc;--card:#fff}
:root.dark{--ink:#e2e8f0;--muted:#94a3b8;--line:#1e293b;--bg:#0b1120;--soft:#0f172a;--card:#111827;--brand:#14b8a6;--brand-ink:#042f2e}
@media (prefers-color-scheme:dark){:root:not(.js-theme){--ink:#e2e8f0;--muted:#94a3b8;--line:#1e293b;--bg:#0b1120;--soft:#0f172a;--card:#111827;--brand:#14b8a6;--brand-ink:#042f2e}}
`

export const SITE_CSS = `${SITE_COLORS}*{box-sizing:border-box}body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
a{color:var(--brand)}img{max-width:100%;height:auto;display:block}.wrap{max-width:1120px;margin:0 auto;padding-left:20px;padding-right:20px}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:var(--bg);padding:8px;z-index:10}
header.site{position:sticky;top:0;z-index:5;background:var(--bg);border-bottom:1px solid var(--line)}header.site .wrap{display:flex;align-items:center;gap:16px;min-height:64px}
.brand{display:flex;align-items:center;gap:8px;font-weight:800;font-size:20px;color:var(--ink);text-decoration:none;margin-right:auto}.brand svg{width:32px;height:32px}
.links{display:none;gap:4px}.links a,.drawer nav a{padding:8px 12px;border-radius:8px;color:var(--muted);text-decoration:none;font-weight:600}.links a[aria-current=page],.drawer nav a[aria-current=page]{color:var(--brand);background:var(--soft)}
.actions{display:none;gap:8px}.btn{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 18px;border-radius:10px;background:var(--brand);color:var(--brand-ink);font-weight:700;text-decoration:none;border:0;font:inherit;cursor:pointer}
.btn.ghost{background:transparent;color:var(--brand);border:1px solid var(--brand)}.btn:focus-visible,a:focus-visible,summary:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible,button:focus-visible{outline:3px solid var(--ink);outline-offset:2px}
.drawer summary{list-style:none;cursor:pointer;padding:10px;border:1px solid var(--line);border-radius:10px;font-weight:700}.drawer summary::-webkit-details-marker{display:none}
.drawer[open] .panel{position:fixed;inset:64px 0 0 0;background:var(--bg);padding:20px;display:flex;flex-direction:column;gap:8px;border-top:1px solid var(--line)}.drawer nav{display:flex;flex-direction:column;gap:4px}
@media(min-width:900px){.links,.actions{display:flex}.drawer{display:none}}
main{min-height:60vh}.hero{padding:64px 0;background:linear-gradient(135deg,var(--soft),var(--bg))}.hero h1{font-size:clamp(32px,6vw,56px);line-height:1.1;margin:0 0 16px}
.lead{font-size:clamp(17px,2.2vw,20px);color:var(--muted);max-width:680px}.cta{display:flex;gap:12px;flex-wrap:wrap;margin-top:24px}
section.block{padding-top:48px;padding-bottom:48px}h2{font-size:clamp(24px,3.5vw,32px);margin:0 0 20px}h3{margin:0 0 8px}
.cards{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}.card{background:var(--card);border:1px solid var(--line);border-radius:14px;padding:20px}
.card p{color:var(--muted);margin:0}.shop{display:flex;gap:12px;align-items:center;text-decoration:none;color:var(--ink)}.shop img,.shop .dot{width:48px;height:48px;border-radius:12px;object-fit:cover;flex:none}
.price{font-size:32px;font-weight:800;margin:8px 0}.card ul{padding-left:18px;color:var(--muted)}.card.highlight{border:2px solid var(--brand)}
.gallery{display:grid;gap:8px;grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}.gallery img{aspect-ratio:1;object-fit:cover;border-radius:10px;width:100%}
form.stack{display:grid;gap:14px;max-width:560px}label{font-weight:600;display:block;margin-bottom:4px}input,select,textarea{width:100%;min-height:44px;padding:10px 12px;border:1px solid #94a3b8;border-radius:10px;font:inherit;background:var(--card);color:var(--ink)}
.err{color:#dc2626;font-size:14px;margin:4px 0 0}.ok{background:#ecfdf5;color:#065f46;border:1px solid #a7f3d0;padding:14px;border-radius:10px}.code{font-size:72px;font-weight:800;color:var(--brand);margin:0}
.prose{max-width:760px}.prose h2{font-size:22px;margin-top:32px}.prose p,.prose li{color:var(--muted)}
footer.site{border-top:1px solid var(--line);background:var(--soft);padding:40px 0 24px;margin-top:48px;font-size:14px}.cols{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(160px,1fr))}
footer.site ul{list-style:none;padding:0;margin:8px 0 0;display:grid;gap:6px}footer.site a{color:var(--muted);text-decoration:none}footer.site a:hover{color:var(--brand)}
.bottom{display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap;margin-top:24px;color:var(--muted)}.pager{display:flex;gap:12px;align-items:center;margin-top:24px}
[data-theme-toggle]{background:none;border:1px solid var(--line);color:var(--muted);border-radius:8px;padding:6px 10px;font:inherit;cursor:pointer}`

/** The platform icon (also answered at /favicon.ico: browsers ask for it by default). */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="#0f766e"/><path d="M14 19h20l-1.6 17.2a2 2 0 0 1-2 1.8H17.6a2 2 0 0 1-2-1.8Z" fill="#fff"/><path d="M19 19v-2.5a5 5 0 0 1 10 0V19" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/></svg>`
