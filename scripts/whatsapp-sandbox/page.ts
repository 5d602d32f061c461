import { countOf } from '../../worker/schemas/plural.ts'
import type { SentMessage, WhatsappState } from './state.ts'

const html = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  )

const STATE: Record<SentMessage['status'], string> = {
  accepted: 'accepté',
  sent: 'envoyé',
  delivered: 'distribué',
  read: 'lu',
  failed: 'échec',
}

/** What each person received, as their phone would show it, newest first. */
export function receivedPage(state: WhatsappState) {
  const byPerson = new Map<string, SentMessage[]>()
  for (const m of [...state.messages].reverse())
    byPerson.set(m.to, [...(byPerson.get(m.to) ?? []), m])
  const people = [...byPerson.entries()]
    .map(
      ([to, list]) =>
        `<section><h2>+${html(to)}</h2>${list
          .map(
            (m) =>
              `<article data-id="${html(m.id)}"><div class="meta">${html(m.at)} · ${
                m.template ? `modèle ${html(m.template)}` : 'texte libre'
              } · ${STATE[m.status]}${m.error ? ` (${m.error.code} ${html(m.error.title)})` : ''}</div><pre>${html(
                m.text,
              )}</pre></article>`,
          )
          .join('')}</section>`,
    )
    .join('')
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Simulateur WhatsApp</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;padding:24px;background:#ece5dd}article{background:#dcf8c6;border-radius:8px;padding:8px 12px;margin:8px 0;max-width:36rem}pre{white-space:pre-wrap;font:inherit;margin:4px 0 0}.meta{color:#475569;font-size:12px}</style>
</head><body><h1>Simulateur WhatsApp</h1><p>${countOf(state.messages.length, 'message reçu', 'messages reçus')}.</p>${
    people || '<p>Aucun message pour le moment.</p>'
  }</body></html>`
}
