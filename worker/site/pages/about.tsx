import { SiteLayout, type SitePage } from '../layout'

export function AboutPage({ page }: { page: SitePage }) {
  return (
    <SiteLayout
      page={page}
      title="À propos — Boutiko"
      description="Boutiko aide les petites entreprises africaines à vendre en ligne, en toute sécurité."
    >
      <section className="block wrap prose">
        <h1>À propos de Boutiko</h1>
        <p className="lead">Vendre plus, en toute sécurité.</p>
        <p>
          Boutiko est une plateforme libre et en français qui permet aux petites entreprises
          africaines — boutiques de vêtements, de cosmétiques, ateliers de couture, épiceries —
          d'ouvrir une boutique en ligne en quelques minutes et de la gérer depuis un simple
          téléphone.
        </p>
        <h2>Notre engagement</h2>
        <ul>
          <li>Des vitrines légères qui s'ouvrent vite, même avec peu de réseau.</li>
          <li>Des commandes simples : le client donne son nom, son téléphone et sa ville.</li>
          <li>
            La sécurité de vos données et de celles de vos clients, et une séparation stricte entre
            boutiques.
          </li>
          <li>Un code source ouvert, que chacun peut vérifier et améliorer.</li>
        </ul>
        <p>
          <a className="btn" href="/auth/signup">
            Créer ma boutique
          </a>
        </p>
      </section>
    </SiteLayout>
  )
}
