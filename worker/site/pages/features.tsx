import { SiteLayout, type SitePage } from '../layout'

export const FEATURES = [
  {
    title: 'Une boutique en quelques clics',
    text: 'Nom, logo, couleur : votre vitrine est en ligne à votre adresse boutiko, prête à partager sur WhatsApp et Facebook.',
  },
  {
    title: 'Rapide sur tous les téléphones',
    text: 'Des pages légères, rendues au plus près de vos clients, qui fonctionnent même sans JavaScript et sur un réseau lent.',
  },
  {
    title: 'Commandes sans compte client',
    text: 'Vos clients commandent avec leur nom, leur téléphone et leur ville. Vous êtes notifié aussitôt.',
  },
  {
    title: 'Suivi et WhatsApp',
    text: 'Chaque client reçoit un lien privé pour suivre sa commande et peut vous écrire sur WhatsApp en un clic.',
  },
  {
    title: 'Stock toujours juste',
    text: 'Le stock se met à jour à chaque commande, par taille et par couleur, sans jamais vendre ce que vous n’avez plus.',
  },
  {
    title: 'Clients et statistiques',
    text: 'Retrouvez vos clients, leurs commandes et vos ventes du jour, de la semaine et du mois.',
  },
  {
    title: 'Promotions',
    text: 'Fixez un prix remisé et sa durée : la promotion s’arrête toute seule.',
  },
  { title: 'Témoignages', text: 'Montrez les avis de vos clients en texte, en photo ou en vidéo.' },
  {
    title: 'Votre image',
    text: 'Bannière, section « À propos », réseaux sociaux, couleur et thème : la vitrine vous ressemble.',
  },
  {
    title: 'Sécurité',
    text: 'Mots de passe protégés, sessions révocables, chaque boutique strictement séparée des autres.',
  },
  {
    title: 'Abonnements simples',
    text: 'Commencez gratuitement, passez à l’offre supérieure en payant par Orange Money ou Moov Money.',
  },
  {
    title: 'En français',
    text: 'Toute la plateforme parle français, pensée pour les petites entreprises africaines.',
  },
] as const

export function FeaturesPage({ page }: { page: SitePage }) {
  return (
    <SiteLayout
      page={page}
      title="Fonctionnalités — Boutiko"
      description="Boutique en ligne, commandes, stock, clients, promotions, témoignages : tout ce qu'offre Boutiko."
    >
      <section className="block wrap">
        <h1>Fonctionnalités</h1>
        <p className="lead">Les outils essentiels du commerce en ligne, sans complication.</p>
        <div className="cards">
          {FEATURES.map((f) => (
            <div className="card" key={f.title}>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </div>
          ))}
        </div>
        <p className="cta">
          <a className="btn" href="/auth/signup">
            Créer ma boutique
          </a>
        </p>
      </section>
    </SiteLayout>
  )
}
