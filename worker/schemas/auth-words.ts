/**
 * The sign-in and sign-up fields' words, shared by the worker's sign-in page (ADR 038) and the
 * dashboard's sign-up and identifier fields: people, and tests, find the same labels on both.
 */
export const authFieldWords = {
  tabPhone: 'WhatsApp',
  // Not "E-mail": that is the tab's name, and one label must name one control.
  email: 'Adresse e-mail',
  emailPlaceholder: 'vous@exemple.com',
  phone: 'Numéro WhatsApp',
  dialCode: 'Indicatif',
  password: 'Mot de passe',
} as const
