/**
 * The words of the public site (French), by page. JSX text is kept here exactly as the pages
 * rendered it (typographic apostrophes, spacing), so moving it changed no byte of the HTML.
 * The theme toggle's labels also live in the inline script of theme.ts: its CSP hash is
 * computed from those bytes, so they stay there and `layout.themeToggle` must match `L.system`.
 */

export const siteWords = {
  layout: {
    menu: 'Menu',
    nav: [
      ['/', 'Accueil'],
      ['/pricing', 'Tarifs'],
      ['/features', 'Fonctionnalités'],
      ['/stores', 'Boutiques'],
      ['/contact', 'Contact'],
    ] as const,
    /** Only pages that exist: a footer link to "#" leads nowhere (issue 15). */
    footer: [
      [
        'Boutiko',
        [
          ['/', 'Accueil'],
          ['/fonctionalite', 'Fonctionnalités'],
          ['/tarifs', 'Tarifs'],
          ['/store', 'Boutiques'],
          ['/apropos', 'À propos'],
        ],
      ],
      [
        'Aide',
        [
          ['/contact-us', 'Contact'],
          ['/aide', "Centre d'aide"],
          ['/aide#faq', 'FAQ'],
        ],
      ],
      [
        'Légal',
        [
          ['/terme-condition', 'Termes et conditions'],
          ['/privacy', 'Confidentialité'],
          ['/privacy#cookies', 'Cookies'],
        ],
      ],
    ],
    skipToContent: 'Aller au contenu',
    mainNav: 'Navigation principale',
    signin: 'Connexion',
    signup: "S'Inscrire",
    openMenu: 'Ouvrir le menu',
    mobileNav: 'Navigation principale (mobile)',
    signin2: 'Connexion',
    signup2: "S'Inscrire",
    copyright: (year: number) => `© ${year} Boutiko — Vendre plus, en toute sécurité.`,
    themeToggle: 'Thème : système',
  },
  home: {
    title: 'Boutiko — Vendre plus, en toute sécurité',
    description:
      'Créez votre boutique en ligne en quelques clics : catalogue, commandes, clients et une vitrine rapide, même sur un petit téléphone.',
    heading: 'Bienvenue sur Boutiko',
    lead: "Créez votre boutique en ligne en quelques clics et profitez de tous les outils essentiels du commerce en ligne : catalogue, commandes, clients, paiements par mobile money et une vitrine qui s'ouvre vite, même sur un petit téléphone et un réseau lent.",
    startFree: 'Créer ma boutique gratuitement',
    seeShops: 'Voir les boutiques',
    toolsHeading: 'Tout pour vendre en ligne',
    allFeatures: 'Toutes les fonctionnalités →',
    shopsHeading: 'Ils vendent déjà avec Boutiko',
    thanksHeading: 'Merci de votre confiance',
    thanks:
      'Des commerçantes et commerçants de Ouagadougou, Bobo-Dioulasso, Abidjan ou Dakar nous confient leur boutique. Nous travaillons chaque jour pour que vous vendiez plus, en toute sécurité.',
  },
  errors: {
    pageTitle: (title: string) => `${title} — Boutiko`,
    backHome: "Retour à l'accueil",
    notFoundTitle: 'Page Introuvable',
    notFoundText: "La page que vous cherchez n'existe pas ou a été déplacée.",
    forbiddenTitle: 'Page Inaccessible',
    forbiddenText: "Vous n'avez pas les droits nécessaires pour accéder à cette page.",
    unavailableTitle: 'Boutique momentanément indisponible',
    unavailableText: (shopName: string) =>
      `La boutique « ${shopName} » est momentanément indisponible. Revenez bientôt ou découvrez d'autres boutiques Boutiko.`,
    bodyTooLarge: 'Requête trop volumineuse',
    movingTitle: 'Boutique en maintenance',
    movingText: (shopName: string) =>
      `La boutique « ${shopName} » est en maintenance pour quelques instants : votre demande n'a pas été enregistrée. Revenez dans une minute et renvoyez-la.`,
  },
  about: {
    title: 'À propos — Boutiko',
    description:
      'Boutiko aide les petites entreprises africaines à vendre en ligne, en toute sécurité.',
    heading: 'À propos de Boutiko',
    lead: 'Vendre plus, en toute sécurité.',
    intro:
      "Boutiko est une plateforme libre et en français qui permet aux petites entreprises africaines — boutiques de vêtements, de cosmétiques, ateliers de couture, épiceries — d'ouvrir une boutique en ligne en quelques minutes et de la gérer depuis un simple téléphone.",
    commitmentHeading: 'Notre engagement',
    lightShops: "Des vitrines légères qui s'ouvrent vite, même avec peu de réseau.",
    simpleOrders: 'Des commandes simples : le client donne son nom, son téléphone et sa ville.',
    security:
      'La sécurité de vos données et de celles de vos clients, et une séparation stricte entre boutiques.',
    openSource: 'Un code source ouvert, que chacun peut vérifier et améliorer.',
    createShop: 'Créer ma boutique',
  },
  help: {
    title: "Centre d'aide — Boutiko",
    description: 'Les réponses aux questions des marchands qui vendent avec Boutiko.',
    heading: "Centre d'aide",
    lead: 'Les questions que les marchands nous posent le plus, et nos réponses.',
    faqHeading: 'Questions fréquentes',
    faq: [
      [
        'Combien coûte Boutiko ?',
        "L'offre gratuite est sans durée. Les offres payantes se prennent pour un mois ou un an et se paient par Orange Money ou Moov Money : voyez la page Tarifs.",
      ],
      [
        'Comment ouvrir ma boutique ?',
        'Inscrivez-vous avec votre e-mail ou votre numéro WhatsApp, confirmez-le avec le code reçu, puis donnez un nom, un logo et une couleur à votre boutique. Elle est aussitôt en ligne, à une adresse tirée de son nom.',
      ],
      [
        'Mes clients doivent-ils créer un compte ?',
        'Non. Ils commandent avec leur nom, leur téléphone et leur ville, puis reçoivent un lien privé pour suivre leur commande et vous écrire sur WhatsApp.',
      ],
      [
        'Comment suis-je payé ?',
        "Le client vous paie directement : à la livraison, par mobile money ou par les moyens que vous activez. Boutiko n'encaisse pas l'argent de vos ventes.",
      ],
      [
        'Comment le stock est-il tenu ?',
        'Chaque commande retire ce qu’elle prend du stock, par taille et par couleur : un produit épuisé ne peut plus être commandé.',
      ],
      [
        'Comment faire connaître ma boutique ?',
        'Partagez son lien sur WhatsApp et Facebook, et ajoutez vos réseaux sociaux dans Personnalisation : ils apparaissent en bas de chaque page de votre boutique.',
      ],
      [
        'Mes données sont-elles protégées ?',
        'Chaque boutique est strictement séparée des autres, et nous ne revendons aucune donnée : voyez la page Confidentialité.',
      ],
    ] as const,
    moreHeading: 'Une autre question ?',
    more: 'Écrivez-nous par le ',
    contactForm: 'formulaire de contact',
    moreEnd: ' : nous répondons par e-mail.',
  },
  contact: {
    title: 'Contact — Boutiko',
    heading: 'Contact',
    emailLabel: 'E-mail',
    messageLabel: 'Message',
    description: 'Une question sur Boutiko ? Écrivez-nous.',
    lead: 'Une question, un problème, une boutique à signaler ? Écrivez-nous, nous répondons par e-mail.',
    sent: 'Merci ! Votre message a bien été envoyé. Nous vous répondrons rapidement.',
    subjectLabel: 'Sujet',
    chooseSubject: 'Veuillez choisir un sujet',
    send: 'Envoyer le message',
  },
  features: {
    list: [
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
      {
        title: 'Témoignages',
        text: 'Montrez les avis de vos clients en texte, en photo ou en vidéo.',
      },
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
    ],
    title: 'Fonctionnalités — Boutiko',
    description:
      "Boutique en ligne, commandes, stock, clients, promotions, témoignages : tout ce qu'offre Boutiko.",
    heading: 'Fonctionnalités',
    lead: 'Les outils essentiels du commerce en ligne, sans complication.',
    createShop: 'Créer ma boutique',
  },
  galleries: {
    title: 'Galeries — Boutiko',
    description: 'Les derniers produits des boutiques Boutiko.',
    heading: 'Galeries',
    lead: 'Les derniers produits mis en vente par les boutiques Boutiko.',
    empty: 'Aucune image pour le moment.',
  },
  pricing: {
    /** Before the billing cycle, after the price: the spaces are part of the text. */
    per: ' / ',
    cycle: { month: 'mois', year: 'an' },
    discountBefore: 'Remise de ',
    discountAfter: ' %',
    choose: 'Choisir ',
    title: 'Tarifs — Boutiko',
    description: "Commencez gratuitement, puis choisissez l'offre qui suit votre croissance.",
    heading: 'Tarifs',
    lead: "Commencez gratuitement. Passez à l'offre supérieure quand votre boutique grandit, en payant par mobile money.",
  },
  stores: {
    heading: 'Boutiques',
    product: ' produit',
    shop: ' boutique',
    plural: (n: number) => (n > 1 ? 's' : ''),
    pageBefore: 'Page ',
    pageOf: ' sur ',
    title: 'Boutiques — Boutiko',
    description: 'Découvrez les boutiques en ligne créées avec Boutiko.',
    searchLabel: 'Rechercher une boutique',
    search: 'Rechercher',
    noMatch: 'Aucune boutique ne correspond à votre recherche.',
    sortLabel: 'Trier par',
    sorts: { produits: 'Produits', livraisons: 'Commandes livrées' },
    delivered: (n: number) => `${n} commande${n > 1 ? 's' : ''} livrée${n > 1 ? 's' : ''}`,
    pagination: 'Pagination',
    previous: 'Précédent',
    next: 'Suivant',
  },
  legal: {
    updated: '21 novembre 2026',
    termsTitle: 'Termes et conditions — Boutiko',
    termsDescription: "Les conditions d'utilisation de la plateforme Boutiko.",
    termsHeading: 'Termes et conditions',
    lastUpdate: 'Dernière mise à jour : ',
    serviceHeading: '1. Le service',
    service:
      "Boutiko permet à un marchand de créer une boutique en ligne, d'y présenter des produits et de recevoir des commandes. Le paiement des commandes se fait directement entre le client et le marchand (à la livraison, par mobile money…) : Boutiko n'encaisse pas l'argent des ventes.",
    accountHeading: '2. Votre compte',
    account:
      "Vous créez un compte avec votre nom, votre e-mail ou votre numéro WhatsApp et un mot de passe. Vous êtes responsable de sa confidentialité et des actions faites avec lui. Un compte ne peut avoir qu'une boutique.",
    sellingHeading: '3. Ce que vous vendez',
    selling:
      "Vous êtes seul responsable de vos produits, de leurs prix, de leurs descriptions, de leurs images, des témoignages que vous publiez, de la livraison et du service après-vente. Sont interdits : les produits illégaux, contrefaits, dangereux ou trompeurs, et tout contenu haineux ou portant atteinte aux droits d'autrui.",
    plansHeading: '4. Abonnements',
    plans:
      "L'offre gratuite est sans durée. Les offres payantes sont souscrites pour un mois ou un an, après vérification de votre paiement par mobile money. À l'échéance, une boutique non renouvelée revient aux limites de l'offre gratuite, sans perte de données.",
    suspensionHeading: '5. Suspension',
    suspension:
      'En cas de non-respect de ces conditions, nous pouvons suspendre une boutique. Sa vitrine est alors indisponible et le marchand est invité à contacter le support.',
    liabilityHeading: '6. Responsabilité',
    liability:
      "Nous faisons notre possible pour que le service soit disponible et sûr, sans pouvoir garantir une disponibilité permanente. Boutiko n'est pas partie aux ventes entre marchands et clients.",
    contactHeading: '7. Contact',
    contactLead: 'Pour toute question : ',
    contactForm: 'formulaire de contact',
    privacyTitle: 'Confidentialité — Boutiko',
    privacyDescription: 'Les données que Boutiko conserve et vos droits.',
    privacyHeading: 'Politique de confidentialité',
    keptHeading: 'Les données que nous conservons',
    merchantsLabel: 'Marchands et administrateurs',
    merchants:
      " : prénom, nom, e-mail ou numéro WhatsApp, genre s'il est indiqué, code de parrainage, photo de profil si elle est ajoutée, et une empreinte du mot de passe (jamais le mot de passe lui-même).",
    shopsLabel: 'Boutiques',
    shops:
      ' : nom, téléphone, e-mail, adresse, marque, devise, logo, couleur et contenus de la vitrine.',
    customersLabel: 'Clients des boutiques',
    customers:
      " : prénom, nom, téléphone et ville donnés lors d'une commande, le détail des commandes et leur historique. Ces données appartiennent au marchand concerné et ne sont visibles que de lui.",
    messagesLabel: 'Messages',
    messages:
      ' envoyés par le formulaire de contact (e-mail, sujet, message) et notifications internes.',
    sessionsLabel: 'Sessions',
    sessions:
      ' : un cookie technique sécurisé (httpOnly) contient un jeton de session ; seule son empreinte est gardée sur nos serveurs, 1 jour ou 30 jours avec « Se souvenir de moi ».',
    notDoneHeading: 'Ce que nous ne faisons pas',
    notDone:
      'Pas de publicité, pas de revente de données, pas de traceurs tiers sur nos pages. Un marchand peut toutefois ajouter son propre pixel Facebook à sa vitrine ; il en est alors responsable.',
    localHeading: 'Stockage local',
    local:
      'Votre choix de thème clair ou sombre est gardé dans votre navigateur (stockage local), sans être envoyé à nos serveurs.',
    hostingHeading: 'Hébergement et durée',
    hosting:
      'Les données sont hébergées chez Cloudflare (base de données et fichiers). Elles sont gardées tant que le compte existe ; les jetons de session expirés sont sans valeur.',
    rightsHeading: 'Vos droits',
    rights:
      'Vous pouvez consulter et corriger vos informations depuis votre espace, et demander la suppression de votre compte et de votre boutique par le',
    rightsEnd: ". Un client d'une boutique peut s'adresser au marchand ou à nous.",
  },
  devOutbox: {
    title: "Boîte d'envoi (développement) — Boutiko",
    heading: "Boîte d'envoi",
    intro: (count: number) =>
      `Messages e-mail et WhatsApp envoyés en développement local (${count}). Rien ne quitte cette machine : les messages WhatsApp vont au simulateur local, tels que la personne les lit (modèle rempli).`,
    template: (name: string) => `modèle ${name}`,
    freeText: 'texte libre (fenêtre de 24 h)',
    recipient: (recipient: string, at: Date) =>
      `À : ${recipient} · ${at.toISOString().replace('T', ' ').slice(0, 19)} UTC`,
  },
  /** The dashboard's shell, when its static files are missing. */
  dashboard: {
    notBuilt: 'Tableau de bord non construit : lancez `npm run build:dashboard`.',
    unavailable: 'Tableau de bord indisponible',
  },
} as const
