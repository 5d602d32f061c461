import type { TailoringStage } from '../../../schemas/atelier/orders'
import { formatMoney } from '../../../schemas/money'

type MessageFacts = {
  firstName: string
  shopName: string
  number: string
  promisedOn: string
  balance: number
  currency: string
  trackingUrl: string
}

const longDate = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})
const dayOf = (isoDay: string) => longDate.format(new Date(`${isoDay}T00:00:00Z`))

/** What the atelier tells the customer when their order reaches `stage`. */
function stageSentence(stage: TailoringStage, f: MessageFacts): string {
  const order = `votre commande ${f.number}`
  switch (stage) {
    case 'received':
      return `${f.shopName} a bien reçu ${order}. Elle sera prête le ${dayOf(f.promisedOn)}.`
    case 'cutting':
      return `${order} est à la coupe.`
    case 'sewing':
      return `${order} est en couture.`
    case 'fitting':
      return `${order} est prête pour l'essayage : passez nous voir à l'atelier.`
    case 'alteration':
      return `${order} est en retouche.`
    case 'ready':
      return `${order} est prête ! Vous pouvez venir la récupérer.`
    case 'delivered':
      return `${order} vous a été livrée. Merci de votre confiance !`
    case 'canceled':
      return `${order} a été annulée. Contactez-nous pour toute question.`
  }
}

/** The WhatsApp text of a stage: greeting, news, what is left to pay, and the tracking link. */
export function stageMessage(stage: TailoringStage, f: MessageFacts): string {
  const sentence = stageSentence(stage, f)
  const news = sentence.charAt(0).toUpperCase() + sentence.slice(1)
  const due =
    f.balance > 0 && stage !== 'canceled'
      ? [`Reste à payer : ${formatMoney(f.balance, f.currency)}.`]
      : []
  return [
    `Bonjour ${f.firstName},`,
    news,
    ...due,
    `Suivez votre commande ici : ${f.trackingUrl}`,
    f.shopName,
  ].join('\n')
}

/** wa.me link to the customer's number (international digits) with the text filled in. */
export function whatsappLink(phoneDigits: string, text: string): string {
  return `https://wa.me/${phoneDigits.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}
