/**
 * The two messages the dashboard's first file needs (an error without words, an empty field),
 * apart from `msg` (messages.ts), which re-exports them: that file carries no API message
 * it does not show (ADR 066).
 */
export const UNEXPECTED_ERROR = 'Une erreur inattendue est survenue'
export const FIELD_REQUIRED = 'Le champ est vide'
