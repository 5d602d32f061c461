/**
 * The sign-in and sign-up fields' words, shared by the worker's sign-in page (ADR 038) and the
 * dashboard's sign-up and identifier fields: people, and tests, find the same labels on both.
 */
export const authFieldWords = {
  tabPhone: 'WhatsApp',
  email: 'Email',
  emailPlaceholder: 'vous@exemple.com',
  phone: 'Numéro WhatsApp',
  dialCode: 'Indicatif',
  password: 'Mot de passe',
} as const
