import { authFieldWords } from '#worker/schemas/auth-words.ts'

/**
 * The E-mail / WhatsApp field's words (a team member's or a tailor's identifier), the same as
 * the worker's /auth pages' (ADR 064): people, and tests, find the same labels on both.
 */
export const authWords = {
  tabEmail: 'E-mail',
  ...authFieldWords,
} as const
