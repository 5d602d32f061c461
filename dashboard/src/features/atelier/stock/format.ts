const metres = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** 1250 → "12,50 m": lengths travel in centimetres and show in metres. */
export const formatMetres = (cm: number) => `${metres.format(cm / 100)} m`

/** A movement's length with its direction: "+10,50 m", "−1,25 m". */
export const formatDelta = (cm: number) =>
  `${cm > 0 ? '+' : cm < 0 ? '−' : ''}${formatMetres(Math.abs(cm))}`
