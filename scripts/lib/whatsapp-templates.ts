import {
  managementPayload,
  WHATSAPP_LANGUAGE,
  WHATSAPP_TEMPLATES,
} from '../../worker/services/whatsapp/message-templates.ts'

/**
 * Creates or updates the repository's WhatsApp templates (worker/services/whatsapp/message-templates.ts)
 * through the WhatsApp Business Management API, then reads back Meta's review status of each
 * (ADR 049). The same calls go to Meta or to the local stand-in: only `apiUrl` differs.
 */

export type TemplateAccount = { apiUrl: string; wabaId: string; token: string }
export type TemplateReport = { name: string; category: string; action: string; status: string }

type Listed = { id: string; name: string; language: string; status: string; components: unknown }

async function graph(account: TemplateAccount, method: string, path: string, json?: unknown) {
  const res = await fetch(`${account.apiUrl.replace(/\/+$/, '')}/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${account.token}`,
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(json) : undefined,
  })
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>
  return { ok: res.ok, body }
}

const refusal = (body: Record<string, unknown>) => {
  const e = (body.error ?? {}) as Record<string, unknown>
  return `refusé : ${e.error_user_msg ?? e.message ?? 'erreur inconnue'}`
}

async function listed(account: TemplateAccount): Promise<Listed[]> {
  const res = await graph(account, 'GET', `${account.wabaId}/message_templates?limit=250`)
  if (!res.ok) throw new Error(`Liste des modèles WhatsApp : ${refusal(res.body)}`)
  return (res.body.data ?? []) as Listed[]
}

export async function syncTemplates(account: TemplateAccount): Promise<TemplateReport[]> {
  const before = await listed(account)
  const actions = new Map<string, string>()
  for (const template of Object.values(WHATSAPP_TEMPLATES)) {
    const payload = managementPayload(template)
    const existing = before.find(
      (t) => t.name === template.name && t.language === WHATSAPP_LANGUAGE,
    )
    if (!existing) {
      const res = await graph(account, 'POST', `${account.wabaId}/message_templates`, payload)
      actions.set(template.name, res.ok ? 'créé' : refusal(res.body))
    } else if (JSON.stringify(existing.components) !== JSON.stringify(payload.components)) {
      const res = await graph(account, 'POST', existing.id, { components: payload.components })
      actions.set(template.name, res.ok ? 'mis à jour' : refusal(res.body))
    } else actions.set(template.name, 'inchangé')
  }
  const after = await listed(account)
  return Object.values(WHATSAPP_TEMPLATES).map((t) => ({
    name: t.name,
    category: t.category,
    action: actions.get(t.name) ?? '',
    status:
      after.find((l) => l.name === t.name && l.language === WHATSAPP_LANGUAGE)?.status ?? 'ABSENT',
  }))
}

/** The review status as an operator reads it. */
export const STATUS_WORDS: Record<string, string> = {
  APPROVED: 'approuvé',
  PENDING: 'en revue chez Meta : ses messages attendent',
  REJECTED: 'refusé par Meta : ses messages attendent, corrigez-le',
  ABSENT: 'absent',
}
