/** The shop's creation form and its dialogs: loaded with them, not with every page. */
export const storeWords = {
  setupTitle: 'Configurer Votre Boutique',
  setupText: 'Renseignez les informations de votre boutique pour commencer à vendre.',
  name: 'Nom de la boutique',
  dialCode: 'Indicatif',
  phone: 'Téléphone',
  email: 'E-mail',
  /** Issue 15: a merchant who signed up by WhatsApp is alerted there; the e-mail is optional. */
  emailOptional: 'E-mail (facultatif)',
  emailOptionalHint:
    'Vos alertes arrivent sur WhatsApp ; ajoutez un e-mail pour les recevoir aussi.',
  address: 'Adresse',
  brand: 'Marque',
  currency: 'Devise',
  logo: 'Logo',
  logoHint: 'JPG ou PNG, compressé automatiquement (1 Mo, 1920 px au maximum).',
  color: 'Couleur',
  submit: 'Valider',
  close: 'Fermer',
  created: 'Boutique créée avec succès',
  compressing: 'Compression…',
  logoPreview: 'Aperçu du logo',
  suspendedTitle: 'Compte Suspendu',
  suspendedText:
    "Votre compte a été suspendu pour non-respect des conditions d'utilisation. Veuillez contacter le support Boutiko.",
} as const
