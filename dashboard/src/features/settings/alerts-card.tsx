import { useQuery } from '@tanstack/react-query'
import { BellRing } from 'lucide-react'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Checkbox } from '#dashboard/components/ui/checkbox.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import {
  ALERT_KIND_LABEL,
  ALERT_KINDS,
  type AlertKind,
  type ContactChannel,
  type ShopContacts,
} from '#worker/schemas/shop-contacts.ts'
import { frSettings } from './fr.ts'
import { contactsQuery, useSaveAlertPreferences } from './queries.ts'

const t = frSettings.alerts
const CHANNELS: ContactChannel[] = ['email', 'whatsapp']

/** One row per alert, one switch per channel; each change is saved at once. */
function AlertsTable({ contacts }: { contacts: ShopContacts }) {
  const save = useSaveAlertPreferences()
  const toggle = (alert: AlertKind, channel: ContactChannel, on: boolean) => {
    const next = { ...contacts.alerts, [alert]: { ...contacts.alerts[alert], [channel]: on } }
    save.mutate(next, {
      onSuccess: () => toast.success(t.saved),
      onError: (e) => toast.error(errorMessage(e)),
    })
  }
  const note = (channel: ContactChannel) => {
    const c = contacts[channel]
    if (c.value === '') return t.noContact
    return c.verified ? null : t.notVerified
  }
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="text-left text-muted-foreground">
          <th className="py-2 pr-2 font-medium">{t.alert}</th>
          {CHANNELS.map((channel) => (
            <th key={channel} className="w-24 px-2 py-2 text-center font-medium">
              {t[channel]}
              {note(channel) && (
                <span className="block text-xs font-normal">({note(channel)})</span>
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ALERT_KINDS.map((alert) => (
          <tr key={alert} className="border-t">
            <th scope="row" className="py-2 pr-2 text-left font-normal">
              {ALERT_KIND_LABEL[alert]}
            </th>
            {CHANNELS.map((channel) => (
              <td key={channel} className="px-2 py-2 text-center">
                <Checkbox
                  aria-label={t.switchLabel(ALERT_KIND_LABEL[alert], t[channel])}
                  checked={contacts.alerts[alert][channel]}
                  disabled={save.isPending || contacts[channel].value === ''}
                  onCheckedChange={(on) => toggle(alert, channel, on === true)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Issue 15: the merchant chooses which of the shop's verified channels get which alert. */
export function AlertsCard({ className }: { className?: string }) {
  const contacts = useQuery(contactsQuery())
  return (
    <SectionCard
      title={t.title}
      description={t.description}
      icon={BellRing}
      region
      className={className}
    >
      <QueryView query={contacts}>{(c) => <AlertsTable contacts={c} />}</QueryView>
    </SectionCard>
  )
}
