import { randomBytes } from 'node:crypto'

/**
 * What the WhatsApp stand-in remembers, in memory: the apps (a sending number with its token,
 * app secret, WhatsApp Business Account and webhook), each account's templates with their review
 * status, each number's 24-hour window, every message and every webhook it sent.
 */

export type App = {
  token: string
  phoneNumberId: string
  wabaId: string
  appSecret: string
  /** Where signed webhooks go; none: statuses are only recorded. */
  webhookUrl?: string
}

export type TemplateStatus = 'PENDING' | 'APPROVED' | 'REJECTED'

export type StoredTemplate = {
  id: string
  wabaId: string
  name: string
  language: string
  category: 'UTILITY' | 'MARKETING' | 'AUTHENTICATION'
  components: Record<string, unknown>[]
  status: TemplateStatus
}

export type DeliveryState = 'accepted' | 'sent' | 'delivered' | 'read' | 'failed'

export type SentMessage = {
  id: string
  phoneNumberId: string
  to: string
  type: 'text' | 'template'
  /** As the person reads it. */
  text: string
  template: string | null
  status: DeliveryState
  error: { code: number; title: string; details?: string } | null
  at: string
}

export type Delivery = {
  id: string
  url: string
  body: string
  signature: string
  status: number | null
  error: string | null
  at: string
}

export const newWamid = () => `wamid.${randomBytes(24).toString('base64url')}`

export class WhatsappState {
  apps = new Map<string, App>()
  templates: StoredTemplate[] = []
  /** `${phoneNumberId}:${from}` → when that person last wrote (ms). */
  windows = new Map<string, number>()
  messages: SentMessage[] = []
  deliveries: Delivery[] = []

  register(app: App) {
    this.apps.set(app.phoneNumberId, app)
  }

  appByToken(token: string) {
    return [...this.apps.values()].find((a) => a.token === token)
  }

  template(wabaId: string, name: string, language: string) {
    return this.templates.find(
      (t) => t.wabaId === wabaId && t.name === name && t.language === language,
    )
  }

  windowOpen(phoneNumberId: string, to: string, now = Date.now()) {
    const last = this.windows.get(`${phoneNumberId}:${to}`)
    return last !== undefined && now - last < 24 * 60 * 60 * 1000
  }
}
