import { Download } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { Button } from '#dashboard/components/ui/button.tsx'
import { api, asQuery, ensureOk, errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { orderWords as t } from './fr.ts'
import { orderFilters } from './order-filters.ts'

/**
 * Downloads the orders the list shows (its search and filters, read from the page's URL) as a
 * CSV file the merchant opens in a spreadsheet.
 */
export function ExportOrdersButton() {
  const [params] = useSearchParams()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const query = asQuery(orderFilters(Object.fromEntries(params)))
      const res = await ensureOk(await api.orders.export.$get({ query }))
      const url = URL.createObjectURL(await res.blob())
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: `commandes-${new Date().toISOString().slice(0, 10)}.csv`,
      })
      link.click()
      URL.revokeObjectURL(url)
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button type="button" variant="outline" onClick={download} disabled={busy}>
      <Download aria-hidden="true" />
      {t.exportCsv}
    </Button>
  )
}
