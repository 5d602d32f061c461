import { html } from 'hono/html'
import type { Transaction } from './state.ts'

/**
 * How the shopper goes back to the shop once the payment is settled: straight away (FedaPay
 * redirects to callback_url), or with a button (CinetPay's "retour" POSTs token and
 * transaction_id to return_url).
 */
export type Back = { url: string; redirect: boolean; fields?: Readonly<Record<string, string>> }

/**
 * The hosted payment page: plain HTML forms (no JavaScript), in French, with the three ways a
 * shopper leaves a real provider's page: pay, be refused, or give up.
 */

const NAMES = { fedapay: 'FedaPay', cinetpay: 'CinetPay' } as const

const OUTCOME_TEXT = {
  pending: 'En attente de paiement',
  paid: 'Paiement accepté',
  declined: 'Paiement refusé',
  abandoned: 'Paiement abandonné',
} as const

const amountText = (tx: Transaction) =>
  `${new Intl.NumberFormat('fr-FR').format(tx.amount)} ${tx.currency === 'XOF' ? 'FCFA' : tx.currency}`

export function checkoutPage(tx: Transaction, action: string, back: Back | null) {
  const pending = tx.outcome === 'pending'
  return html`<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${NAMES[tx.provider]} (bac à sable) : ${amountText(tx)}</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; }
      .amount { font-size: 2rem; font-weight: 700; }
      form { display: inline; }
      button { font-size: 1rem; padding: .6rem 1rem; margin: .25rem .25rem 0 0; }
      .note { color: #555; font-size: .9rem; }
    </style>
  </head>
  <body>
    <p class="note">Bac à sable de paiement ${NAMES[tx.provider]} : aucun argent réel.</p>
    <h1>Paiement</h1>
    <p>${tx.description}</p>
    <p class="amount">${amountText(tx)}</p>
    <p>Statut : <strong>${OUTCOME_TEXT[tx.outcome]}</strong></p>
    ${
      pending
        ? html`<form method="post" action="${action}">
              <input type="hidden" name="outcome" value="pay" /><button type="submit">Payer</button>
            </form>
            <form method="post" action="${action}">
              <input type="hidden" name="outcome" value="decline" /><button type="submit">Refuser</button>
            </form>
            <form method="post" action="${action}">
              <input type="hidden" name="outcome" value="abandon" /><button type="submit">Abandonner</button>
            </form>`
        : back?.fields
          ? html`<form method="post" action="${back.url}">
              ${Object.entries(back.fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
              <button type="submit">Retourner à la boutique</button>
            </form>`
          : back
            ? html`<p><a href="${back.url}">Retourner à la boutique</a></p>`
            : ''
    }
  </body>
</html>`
}

export const notFoundPage = html`<!doctype html>
<html lang="fr">
  <head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>Paiement introuvable</title></head>
  <body><h1>Paiement introuvable</h1><p>Ce lien de paiement n'existe pas ou a expiré.</p></body>
</html>`
