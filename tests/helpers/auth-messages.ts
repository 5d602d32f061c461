import { db } from './worker.ts'

/** What the outbox holds for one recipient (an e-mail, or a phone's international digits). */
export type SentMessage = {
  channel: 'email' | 'whatsapp'
  recipient: string
  template: string
  subject: string
  body: string
}

export async function messagesTo(recipient: string): Promise<SentMessage[]> {
  const { results } = await (await db())
    .prepare(
      'SELECT channel, recipient, template, subject, body FROM outbox WHERE recipient = ? ORDER BY created_at, rowid',
    )
    .bind(recipient)
    .all<SentMessage>()
  return results
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
