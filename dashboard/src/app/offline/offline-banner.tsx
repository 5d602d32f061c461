import { useSyncExternalStore } from 'react'
import { offlineSince, onOfflineChange } from '#dashboard/lib/api-client.ts'
import { offlineWords } from './fr.ts'

const when = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

const BANNER = {
  position: 'sticky',
  top: 0,
  zIndex: 50,
  margin: 0,
  padding: '0.375rem 1rem',
  textAlign: 'center',
  fontSize: '0.875rem',
  background: '#fef3c7',
  color: '#451a03',
} as const

/** "Hors ligne — données du 28/11 à 17:43", above every page while answers come from the phone. */
export default function OfflineBanner() {
  const storedAt = useSyncExternalStore(onOfflineChange, offlineSince, () => undefined)
  if (storedAt === undefined) return null
  const text = storedAt
    ? offlineWords.dataOf(when.format(storedAt).replace(' ', ' à '))
    : offlineWords.offline
  return (
    // Inline style: classes only this banner used would weigh on every first load's stylesheet.
    <p role="status" style={BANNER}>
      {text}
    </p>
  )
}
