import { formatMetres } from '../shell/format.ts'

/** A movement's length with its direction: "+10,50 m", "−1,25 m". */
export const formatDelta = (cm: number) =>
  `${cm > 0 ? '+' : cm < 0 ? '−' : ''}${formatMetres(Math.abs(cm))}`
