import { database, SHOP_DATABASES } from './worker.ts'

/** What the outbox holds for one recipient (an e-mail, or a phone's international digits). */
export type SentMessage = {
  channel: 'email' | 'whatsapp'
  recipient: string
  template: string
  subject: string
  body: string
}

/**
 * Every outbox holds messages (ADR 036): the directory's, about accounts and the platform, and
 * each shop database's, about its shops (contact codes, orders, enquiries). Oldest first.
 */
export async function messagesTo(recipient: string): Promise<SentMessage[]> {
  const each = await Promise.all(
    (['DB', ...SHOP_DATABASES] as const).map(async (name) => {
      const { results } = await database(name)
        .prepare(
          'SELECT channel, recipient, template, subject, body, created_at FROM outbox WHERE recipient = ? ORDER BY created_at, rowid',
        )
        .bind(recipient)
        .all<SentMessage & { created_at: number }>()
      return results
    }),
  )
  // A stable sort: each database's own order (created_at, rowid) stays within a second.
  return each
    .flat()
    .sort((a, b) => a.created_at - b.created_at)
    .map(({ created_at: _, ...m }) => m)
}

/** The last message of a template sent to a recipient; fails the test when there is none. */
export async function lastMessage(recipient: string, template: string): Promise<SentMessage> {
  const found = (await messagesTo(recipient)).filter((m) => m.template === template).at(-1)
  if (!found) throw new Error(`no '${template}' message to ${recipient}`)
  return found
}

/** The token of the `/auth/<kind>/<token>` link in a message body. */
export function linkToken(body: string, kind: 'verify' | 'reset' | 'invitation'): string {
  const token = new RegExp(`/auth/${kind}/([A-Za-z0-9_-]+)`).exec(body)?.[1]
  if (!token) throw new Error(`no /auth/${kind}/ link in: ${body}`)
  return token
}

export function codeOf(body: string): string {
  const code = /(?:Votre code : |^\*)(\d{6})/m.exec(body)?.[1]
  if (!code) throw new Error(`no code in: ${body}`)
  return code
}
