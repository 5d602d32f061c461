import { ALL_DATABASES, database } from './worker.ts'

/** What the outbox holds for one recipient (an e-mail, or a phone's international digits). */
export type SentMessage = {
  channel: 'email' | 'whatsapp'
  recipient: string
  template: string
  subject: string
  body: string
}

/**
 * Every database's outbox (ADR 036): account messages wait in the directory's, a shop's
 * messages (orders, enquiries, contact codes) in its own database's. Oldest first.
 */
export async function messagesTo(recipient: string): Promise<SentMessage[]> {
  const lists = await Promise.all(
    ALL_DATABASES.map(async (name) => {
      const { results } = await database(name)
        .prepare(
          'SELECT channel, recipient, template, subject, body, created_at AS at, rowid AS n FROM outbox WHERE recipient = ?',
        )
        .bind(recipient)
        .all<SentMessage & { at: number; n: number; db: string }>()
      return results.map((r) => ({ ...r, db: name }))
    }),
  )
  return lists
    .flat()
    .sort((a, b) => a.at - b.at || (a.db === b.db ? a.n - b.n : a.db < b.db ? -1 : 1))
    .map(({ at: _at, n: _n, db: _db, ...message }) => message)
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
  const code = /Votre code : (\d{6})/.exec(body)?.[1]
  if (!code) throw new Error(`no code in: ${body}`)
  return code
}
