/** Words of the QR code's dialog only: they load with it, not with the board (ADR 026). */
export const qrWords = {
  download: 'Télécharger (PNG)',
  /** The image's file name: the shop's slug or name, made safe. */
  fileName: (name: string) =>
    `qr-${name
      .normalize('NFD')
      .replace(/[^\w]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase()}.png`,
} as const
