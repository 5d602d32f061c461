import { SITE_COLORS } from '../theme'

/**
 * The /auth pages' whole stylesheet, inlined (no request before the first paint on a slow
 * network): the dashboard's auth layout (teal panel from 1024 px, a centred card) drawn with the
 * public site's colours, dark mode included. The E-mail / WhatsApp tabs are two radios: the
 * checked one shows its panel, with no script.
 */
export const AUTH_CSS = `${SITE_COLORS}*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
a{color:var(--brand);font-weight:500;text-decoration:none}a:hover{text-decoration:underline}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.auth{display:grid;min-height:100vh;min-height:100dvh}.panel{display:none}
@media(min-width:1024px){.auth{grid-template-columns:minmax(0,5fr) minmax(0,7fr)}.panel{display:flex;flex-direction:column;justify-content:space-between;position:relative;overflow:hidden;background:#0f766e;color:#fff;padding:40px}.top .brand{visibility:hidden}}
.panel .tag{font-size:30px;line-height:1.2;font-weight:600;margin:0 0 24px}.panel ul{list-style:none;margin:0;padding:0;display:grid;gap:12px;color:rgba(255,255,255,.85)}
.panel li:before{content:"✓";display:inline-block;width:24px;color:#99f6e4;font-weight:700}.panel small{color:rgba(255,255,255,.7)}
.panel:after{content:"";position:absolute;right:-96px;bottom:-96px;width:320px;height:320px;border-radius:50%;background:rgba(255,255,255,.1)}
.brand{display:flex;align-items:center;gap:8px;font-weight:700;font-size:18px;color:inherit}.brand svg{width:32px;height:32px}.panel .brand rect{fill:rgba(255,255,255,.15)}
.col{display:flex;flex-direction:column}.top{display:flex;align-items:center;justify-content:space-between;padding:16px}
[data-theme-toggle]{background:none;border:1px solid var(--line);color:var(--muted);border-radius:8px;padding:6px 10px;font:inherit;font-size:14px;cursor:pointer}
main{flex:1;display:flex;justify-content:center;align-items:flex-start;padding:0 16px 40px}.card{width:100%;max-width:448px}
h1{font-size:24px;font-weight:600;letter-spacing:-.01em;text-align:center;margin:0 0 6px}.sub{font-size:14px;color:var(--muted);text-align:center;margin:0 0 24px}
.box{border:1px solid var(--line);border-radius:12px;background:var(--card);padding:20px;box-shadow:0 1px 2px rgba(0,0,0,.05)}
@media(min-width:640px){.top{padding:24px}main{align-items:center}.box{padding:24px}}
form{display:grid;gap:16px}label{display:block;font-size:14px;font-weight:500;margin-bottom:6px}
input,select{width:100%;min-height:44px;padding:8px 12px;border:1px solid var(--line);border-radius:8px;font:inherit;color:var(--ink);background:var(--card)}
input[aria-invalid=true]{border-color:#dc2626}input:focus-visible,select:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--brand);outline-offset:1px}
.tabs{border:0;margin:0;padding:0;min-width:0;display:grid;grid-template-columns:1fr 1fr}
.tabs .tab{display:flex;align-items:center;justify-content:center;gap:6px;margin:0;min-height:40px;background:var(--soft);border:1px solid var(--line);cursor:pointer;color:var(--muted)}
.tabs .tab.l{border-radius:8px 0 0 8px}.tabs .tab.r{border-radius:0 8px 8px 0}.tabs input:checked+.tab{background:var(--card);color:var(--ink);font-weight:600;border-color:var(--brand)}
.tabs input:focus-visible+.tab{outline:3px solid var(--brand);outline-offset:1px}.pane{grid-column:1/-1;margin-top:16px}
.tabs input[value=phone]:checked~.p-email,.tabs input[value=email]:checked~.p-phone{display:none}
.phone{display:grid;grid-template-columns:7.5rem minmax(0,1fr);gap:8px;align-items:start}
.err{color:#dc2626;font-size:14px;margin:6px 0 0}.hint{color:var(--muted);font-size:13px;margin:6px 0 0}
.two{display:grid;gap:16px}@media(min-width:640px){.two{grid-template-columns:1fr 1fr}}
.otp{font-family:ui-monospace,monospace;letter-spacing:.4em}.links{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;font-size:14px;margin:0}.alert,.note{display:flex;gap:8px;border-radius:8px;padding:8px 12px;font-size:14px;margin:0}
.alert{border:1px solid rgba(220,38,38,.3);background:rgba(220,38,38,.05);color:#dc2626}.note{border:1px solid var(--brand);background:var(--soft)}
.row{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px;font-size:14px}
.check{display:flex;align-items:center;gap:8px;margin:0;font-weight:400}.check input{width:18px;min-height:18px;height:18px;accent-color:var(--brand)}
.terms{align-items:flex-start;line-height:1.4}.terms input{width:24px;min-height:24px;height:24px;flex:none;margin:0}
button[type=submit]{width:100%;min-height:44px;border:0;border-radius:8px;background:var(--brand);color:var(--brand-ink);font:inherit;font-weight:600;cursor:pointer}
.alt{text-align:center;font-size:14px;color:var(--muted);margin:0}.lead{font-size:14px;margin:0}
a.btn{display:flex;align-items:center;justify-content:center;min-height:44px;border-radius:8px;background:var(--brand);color:var(--brand-ink);font-weight:600;text-decoration:none}a.btn.out{background:none;color:var(--ink);border:1px solid var(--line)}
.outcome{display:grid;gap:12px;justify-items:center;text-align:center}.outcome h2{font-size:18px;font-weight:600;margin:0}.outcome p{font-size:14px;color:var(--muted);margin:0}.outcome .btn{width:100%;margin-top:4px}
.mark{display:flex;align-items:center;justify-content:center;width:48px;height:48px;border-radius:50%;background:rgba(20,184,166,.12);color:var(--brand);font-size:24px;font-weight:700}.mark.bad{background:rgba(220,38,38,.1);color:#dc2626}`
