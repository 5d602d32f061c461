/** The offline banner and the update notice (ADR 057). */
export const offlineWords = {
  offline: 'Hors ligne',
  /** "Hors ligne — données du 28/11 à 17:43": how old the shown data is. */
  dataOf: (when: string) => `Hors ligne — données du ${when}`,
  newVersion: 'Nouvelle version du tableau de bord installée.',
} as const
