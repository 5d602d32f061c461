import { InlineStyle } from '#themes/shared/inline-style.tsx'
import { databaseIn, databaseNames } from '../db/databases'
import type { AppEnv, RequestCtx } from '../env'
import { isDev } from '../lib/config'
import { Hono } from '../lib/hono'
import { streamHtml } from '../lib/render'
import { formatPhone } from '../schemas/phone'
import { BLOCKED_REASON_LABEL } from '../schemas/shop-contacts'
import { WHATSAPP_DELIVERY_LABEL } from '../schemas/whatsapp'
import { listRecentMessages } from '../services/outbox'
import { newestOf } from '../services/shops/databases'
import { whatsappTemplateOf } from '../services/whatsapp/message-templates'
import { siteWords } from './fr'
import { renderNotFound } from './pages/errors'

/** A WhatsApp recipient is stored as digits: shown grouped, as everywhere else. */
const shownRecipient = (r: string) => (/^\d+$/.test(r) ? formatPhone(r) : r)

const CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0;padding:24px;background:#f8fafc;color:#0f172a}h1{margin:0 0 4px}
article{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:16px;margin:12px 0}pre{white-space:pre-wrap;font:inherit;margin:8px 0 0}
.meta{color:#475569;font-size:13px}.badge{display:inline-block;border-radius:999px;padding:0 8px;background:#e2e8f0;font-size:12px;margin-right:6px}`

/**
 * The latest messages of every database, newest first: the platform's are in the directory,
 * each shop's in its own database (ADR 036). Development only: a handful of databases.
 */
async function recentOnEveryDatabase(ctx: RequestCtx, limit = 100) {
  const lists = await Promise.all(
    databaseNames(ctx.env).map((name) =>
      listRecentMessages({ ...ctx, db: databaseIn(ctx, name) }, limit),
    ),
  )
  return newestOf(lists, (m) => m.createdAt, limit)
}

/**
 * /dev/outbox (local development only): every e-mail and WhatsApp message the platform
 * "sent", so sign-up verification and password reset can be completed with no account anywhere.
 */
export const devOutboxRoutes = new Hono<AppEnv>().get('/dev/outbox', async (c) => {
  if (!isDev(c.env)) return renderNotFound(c)
  const messages = await recentOnEveryDatabase(c.var.ctx)
  return streamHtml(
    c,
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{siteWords.devOutbox.title}</title>
        <InlineStyle css={CSS} />
      </head>
      <body>
        <h1>{siteWords.devOutbox.heading}</h1>
        <p className="meta">{siteWords.devOutbox.intro(messages.length)}</p>
        {messages.map((m) => (
          <article key={m.id} data-template={m.template} data-recipient={m.recipient}>
            <div className="meta">
              <span className="badge">{m.channel === 'email' ? 'E-mail' : 'WhatsApp'}</span>
              <span className="badge">{m.status}</span>
              {m.blockedReason && (
                <span className="badge">{BLOCKED_REASON_LABEL[m.blockedReason]}</span>
              )}
              {m.channel === 'whatsapp' && (
                <span className="badge">
                  {m.params
                    ? siteWords.devOutbox.template(
                        whatsappTemplateOf(m.template)?.name ?? m.template,
                      )
                    : siteWords.devOutbox.freeText}
                </span>
              )}
              {m.delivery && <span className="badge">{WHATSAPP_DELIVERY_LABEL[m.delivery]}</span>}
              {(m.deliveryError ?? m.lastError) && (
                <span className="badge">{m.deliveryError ?? m.lastError}</span>
              )}
              {siteWords.devOutbox.recipient(shownRecipient(m.recipient), m.createdAt)}
            </div>
            <strong>{m.subject}</strong>
            <pre>{m.body}</pre>
          </article>
        ))}
      </body>
    </html>,
    { headers: { 'cache-control': 'no-store' } },
  )
})
