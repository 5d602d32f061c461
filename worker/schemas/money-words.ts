/**
 * What a money field says of what was typed, apart from `msg` (messages.ts): the dashboard's
 * first file formats amounts with money.ts, which reads these, and need not carry every API
 * message (ADR 066).
 */

/** The field each amount is, as its message names it. */
export const MONEY_LABELS = {
  amount: 'Montant',
  price: 'Prix',
  discountPrice: 'Prix remisé',
  unitPrice: 'Prix unitaire',
  advance: 'Avance',
  salary: 'Salaire',
  pricePerMeter: 'Prix au mètre',
  purchaseAmount: "Montant de l'achat",
  fee: 'Frais de livraison',
  freeDeliveryFrom: 'Livraison offerte dès',
  deliveryFee: 'Frais de livraison',
}

export const MONEY_PROBLEMS = {
  invalid: (label: string) => `${label} : écrivez un nombre, par exemple 15 000`,
  negative: (label: string) => `${label} : le montant ne peut pas être négatif`,
  decimals: (label: string, exponent: number) =>
    exponent === 0
      ? `${label} : pas de décimales dans cette devise (écrivez 15 000, pas 15 000,50)`
      : `${label} : ${exponent} décimales au plus`,
  tooLarge: (label: string) => `${label} : montant trop élevé`,
}
