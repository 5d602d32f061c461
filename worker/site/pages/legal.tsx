import { SiteLayout, type SitePage } from '../layout'

const UPDATED = '21 novembre 2026'

/** /terme-condition: written for what the platform actually does. */
export function TermsPage({ page }: { page: SitePage }) {
  return (
    <SiteLayout
      page={page}
      title="Termes et conditions — Boutiko"
      description="Les conditions d'utilisation de la plateforme Boutiko."
    >
      <section className="block wrap prose">
        <h1>Termes et conditions</h1>
        <p>Dernière mise à jour : {UPDATED}.</p>
        <h2>1. Le service</h2>
        <p>
          Boutiko permet à un marchand de créer une boutique en ligne, d'y présenter des produits et
          de recevoir des commandes. Le paiement des commandes se fait directement entre le client
          et le marchand (à la livraison, par mobile money…) : Boutiko n'encaisse pas l'argent des
          ventes.
        </p>
        <h2>2. Votre compte</h2>
        <p>
          Vous créez un compte avec votre nom, votre e-mail ou votre numéro WhatsApp et un mot de
          passe. Vous êtes responsable de sa confidentialité et des actions faites avec lui. Un
          compte ne peut avoir qu'une boutique.
        </p>
        <h2>3. Ce que vous vendez</h2>
        <p>
          Vous êtes seul responsable de vos produits, de leurs prix, de leurs descriptions, de leurs
          images, des témoignages que vous publiez, de la livraison et du service après-vente. Sont
          interdits : les produits illégaux, contrefaits, dangereux ou trompeurs, et tout contenu
          haineux ou portant atteinte aux droits d'autrui.
        </p>
        <h2>4. Abonnements</h2>
        <p>
          L'offre gratuite est sans durée. Les offres payantes sont souscrites pour un mois ou un
          an, après vérification de votre paiement par mobile money. À l'échéance, une boutique non
          renouvelée revient aux limites de l'offre gratuite, sans perte de données.
        </p>
        <h2>5. Suspension</h2>
        <p>
          En cas de non-respect de ces conditions, nous pouvons suspendre une boutique. Sa vitrine
          est alors indisponible et le marchand est invité à contacter le support.
        </p>
        <h2>6. Responsabilité</h2>
        <p>
          Nous faisons notre possible pour que le service soit disponible et sûr, sans pouvoir
          garantir une disponibilité permanente. Boutiko n'est pas partie aux ventes entre marchands
          et clients.
        </p>
        <h2>7. Contact</h2>
        <p>
          Pour toute question : <a href="/contact">formulaire de contact</a>.
        </p>
      </section>
    </SiteLayout>
  )
}

/** /privacy: exactly the data the product keeps, why, and for how long. */
export function PrivacyPage({ page }: { page: SitePage }) {
  return (
    <SiteLayout
      page={page}
      title="Confidentialité — Boutiko"
      description="Les données que Boutiko conserve et vos droits."
    >
      <section className="block wrap prose">
        <h1>Politique de confidentialité</h1>
        <p>Dernière mise à jour : {UPDATED}.</p>
        <h2>Les données que nous conservons</h2>
        <ul>
          <li>
            <strong>Marchands et administrateurs</strong> : prénom, nom, e-mail ou numéro WhatsApp,
            genre s'il est indiqué, code de parrainage, photo de profil si elle est ajoutée, et une
            empreinte du mot de passe (jamais le mot de passe lui-même).
          </li>
          <li>
            <strong>Boutiques</strong> : nom, téléphone, e-mail, adresse, marque, devise, logo,
            couleur et contenus de la vitrine.
          </li>
          <li>
            <strong>Clients des boutiques</strong> : prénom, nom, téléphone et ville donnés lors
            d'une commande, le détail des commandes et leur historique. Ces données appartiennent au
            marchand concerné et ne sont visibles que de lui.
          </li>
          <li>
            <strong>Messages</strong> envoyés par le formulaire de contact (e-mail, sujet, message)
            et notifications internes.
          </li>
          <li>
            <strong>Sessions</strong> : un cookie technique sécurisé (httpOnly) contient un jeton de
            session ; seule son empreinte est gardée sur nos serveurs, 1 jour ou 30 jours avec « Se
            souvenir de moi ».
          </li>
        </ul>
        <h2>Ce que nous ne faisons pas</h2>
        <p>
          Pas de publicité, pas de revente de données, pas de traceurs tiers sur nos pages. Un
          marchand peut toutefois ajouter son propre pixel Facebook à sa vitrine ; il en est alors
          responsable.
        </p>
        <h2>Stockage local</h2>
        <p>
          Votre choix de thème clair ou sombre est gardé dans votre navigateur (stockage local),
          sans être envoyé à nos serveurs.
        </p>
        <h2>Hébergement et durée</h2>
        <p>
          Les données sont hébergées chez Cloudflare (base de données et fichiers). Elles sont
          gardées tant que le compte existe ; les jetons de session expirés sont sans valeur.
        </p>
        <h2>Vos droits</h2>
        <p>
          Vous pouvez consulter et corriger vos informations depuis votre espace, et demander la
          suppression de votre compte et de votre boutique par le{' '}
          <a href="/contact">formulaire de contact</a>. Un client d'une boutique peut s'adresser au
          marchand ou à nous.
        </p>
      </section>
    </SiteLayout>
  )
}
