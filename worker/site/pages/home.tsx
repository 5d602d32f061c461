import type { ShopCard } from '../../schemas/site'
import { SiteLayout, type SitePage } from '../layout'
import { FEATURES } from './features'
import { ShopList } from './stores'

/** §1: welcome, a shop in a few clicks with the essential tools, thanks for the trust. */
export function HomePage({ page, shops }: { page: SitePage; shops: ShopCard[] }) {
  return (
    <SiteLayout
      page={page}
      title="Boutiko — Vendre plus, en toute sécurité"
      description="Créez votre boutique en ligne en quelques clics : catalogue, commandes, clients et une vitrine rapide, même sur un petit téléphone."
    >
      <div className="hero">
        <div className="wrap">
          <h1>Bienvenue sur Boutiko</h1>
          <p className="lead">
            Créez votre boutique en ligne en quelques clics et profitez de tous les outils
            essentiels du commerce en ligne : catalogue, commandes, clients, paiements par mobile
            money et une vitrine qui s'ouvre vite, même sur un petit téléphone et un réseau lent.
          </p>
          <div className="cta">
            <a className="btn" href="/auth/signup">
              Créer ma boutique gratuitement
            </a>
            <a className="btn ghost" href="/stores">
              Voir les boutiques
            </a>
          </div>
        </div>
      </div>
      <section className="block wrap" aria-labelledby="why">
        <h2 id="why">Tout pour vendre en ligne</h2>
        <div className="cards">
          {FEATURES.slice(0, 6).map((f) => (
            <div className="card" key={f.title}>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </div>
          ))}
        </div>
        <p>
          <a href="/features">Toutes les fonctionnalités →</a>
        </p>
      </section>
      {shops.length ? (
        <section className="block wrap" aria-labelledby="shops">
          <h2 id="shops">Ils vendent déjà avec Boutiko</h2>
          <ShopList shops={shops} />
        </section>
      ) : null}
      <section className="block wrap">
        <div className="card highlight">
          <h2>Merci de votre confiance</h2>
          <p>
            Des commerçantes et commerçants de Ouagadougou, Bobo-Dioulasso, Abidjan ou Dakar nous
            confient leur boutique. Nous travaillons chaque jour pour que vous vendiez plus, en
            toute sécurité.
          </p>
        </div>
      </section>
    </SiteLayout>
  )
}
