/** Styles of the personalized home sections (hero picture, about, call to action). */
export const sectionsCss = `.hero{position:relative;overflow:hidden}.hero .wrap{position:relative;z-index:1}
.hero-bg{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}.hero.has-bg{color:#fff}.hero.has-bg::after{content:"";position:absolute;inset:0;background:linear-gradient(90deg,rgba(0,0,0,.65),rgba(0,0,0,.25))}
.hero.has-bg .btn.alt{background:var(--brand);color:var(--on-brand)}
.about{display:grid;gap:24px;align-items:center}@media(min-width:800px){.about{grid-template-columns:1fr 1fr}}
.about p{white-space:pre-line;color:var(--muted);margin:0 0 20px}.about-imgs{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}.about-imgs img{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:12px;background:var(--soft)}.about-imgs img:only-child{grid-column:1/-1}
.cta{background:var(--soft);border-top:1px solid var(--line);text-align:center}.cta p{white-space:pre-line;max-width:640px;margin:0 auto 20px;color:var(--muted)}`
