import type { ReactNode } from 'react'

const CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
a{color:#0f766e}header,footer{padding:16px 20px;display:flex;gap:16px;align-items:center;justify-content:space-between;flex-wrap:wrap}
header{background:#fff;border-bottom:1px solid #e2e8f0}.brand{font-weight:800;font-size:20px;text-decoration:none;color:#0f172a}
nav{display:flex;gap:12px;flex-wrap:wrap}.btn{display:inline-block;padding:10px 18px;border-radius:8px;background:#0f766e;color:#fff;text-decoration:none;font-weight:600}
.btn.ghost{background:transparent;color:#0f766e;border:1px solid #0f766e}main{max-width:880px;margin:0 auto;padding:48px 20px;min-height:60vh}
h1{font-size:clamp(28px,5vw,44px);line-height:1.15;margin:0 0 16px}.lead{font-size:18px;color:#334155}.code{font-size:64px;font-weight:800;color:#0f766e;margin:0}
footer{color:#64748b;font-size:14px;border-top:1px solid #e2e8f0}
@media (prefers-color-scheme:dark){body{background:#0b1120;color:#e2e8f0}header{background:#0f172a;border-color:#1e293b}.brand{color:#e2e8f0}.lead{color:#cbd5e1}a{color:#5eead4}}
`

/** Minimal shared layout of the public site (the full site is its own issue). */
export function SiteLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content="Boutiko — Vendre plus, en toute sécurité." />
        <style>{CSS}</style>
      </head>
      <body>
        <header>
          <a className="brand" href="/">
            Boutiko
          </a>
          <nav aria-label="Compte">
            <a className="btn ghost" href="/auth/signin">
              Connexion
            </a>
            <a className="btn" href="/auth/signup">
              S'Inscrire
            </a>
          </nav>
        </header>
        <main>{children}</main>
        <footer>
          <span>© {new Date().getFullYear()} Boutiko — Vendre plus, en toute sécurité.</span>
        </footer>
      </body>
    </html>
  )
}

export function HomePage() {
  return (
    <SiteLayout title="Boutiko — Vendre plus, en toute sécurité">
      <h1>Bienvenue sur Boutiko</h1>
      <p className="lead">
        Créez votre boutique en ligne en quelques clics et profitez de tous les outils essentiels du
        commerce en ligne : catalogue, commandes, clients et une vitrine rapide, même sur un petit
        téléphone.
      </p>
      <p className="lead">Merci de votre confiance.</p>
      <p>
        <a className="btn" href="/auth/signup">
          Créer ma boutique
        </a>
      </p>
    </SiteLayout>
  )
}

export function ErrorPage({ code, title, text }: { code: number; title: string; text: string }) {
  return (
    <SiteLayout title={`${title} — Boutiko`}>
      <p className="code">{code}</p>
      <h1>{title}</h1>
      <p className="lead">{text}</p>
      <p>
        <a className="btn" href="/">
          Retour à l'accueil
        </a>
      </p>
    </SiteLayout>
  )
}

export const NotFoundPage = () => (
  <ErrorPage
    code={404}
    title="Page Introuvable"
    text="La page que vous cherchez n'existe pas ou a été déplacée."
  />
)
export const ForbiddenPage = () => (
  <ErrorPage
    code={403}
    title="Page Inaccessible"
    text="Vous n'avez pas les droits nécessaires pour accéder à cette page."
  />
)
