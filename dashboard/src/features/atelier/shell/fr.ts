import type { PaymentMethod } from '#worker/schemas/atelier/cashbook.ts'

/** Words of the atelier shell: menu, default title, access pages, shared lists. */
export const atelierWords = {
  name: "L'Atelier",
  /** "Any other path has the title 'Administration panel'". */
  defaultTitle: "Panneau d'administration",
  nav: {
    dashboard: 'Tableau de bord',
    orders: 'Commandes',
    calendar: 'Calendrier',
    customers: 'Clients',
    measurements: 'Mesures',
    fabrics: 'Tissus',
    suppliers: 'Fournisseurs',
    services: 'Services',
    staff: 'Personnel',
    salaries: 'Salaires',
    cashbook: 'Caisse',
    gallery: 'Galerie',
    settings: "Réglages de l'atelier",
    clothingTypes: 'Types de vêtements',
    measurementParts: 'Parties de mesure',
    roles: 'Rôles et permissions',
    notifications: 'Notifications',
  },
  denied: {
    title: 'Page Inaccessible',
    text: "Votre rôle dans l'atelier ne donne pas accès à cette page. Demandez au propriétaire de l'atelier.",
  },
  disabled: {
    title: "L'Atelier n'est pas activé",
    owner:
      "Activez L'Atelier dans les paramètres pour gérer les mesures, les commandes de couture, les tissus, le personnel et la caisse.",
    staff: "L'Atelier de cette boutique est désactivé. Adressez-vous au propriétaire.",
    cta: 'Ouvrir les paramètres',
  },
  /** How money came in or went out: orders, cash book and salaries say it alike. */
  paymentMethods: {
    cash: 'Espèces',
    mobile_money: 'Mobile Money',
    bank: 'Banque',
    other: 'Autre',
  } satisfies Record<PaymentMethod, string>,
  /** The simple named records: clothing types, measurement parts, lists, services. */
  record: {
    name: 'Nom',
    description: 'Description',
    optional: '(facultatif)',
    actions: 'Actions',
  },
} as const
