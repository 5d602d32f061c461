/** The words of a picture's upload bar (issue 27), kept beside it rather than in lib/fr.ts. */
export const uploadWords = {
  preparing: "Préparation de l'image…",
  sending: "Envoi de l'image",
  percent: (ratio: number) => `${Math.round(ratio * 100)} %`,
  cancel: 'Annuler',
  cancelled: "Envoi annulé : choisissez à nouveau l'image pour l'envoyer.",
}
