import { Download } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '#dashboard/components/ui/button.tsx'
import { api, asQuery, ensureOk, errorMessage } from '#dashboard/lib/api-client.ts'
import type { OrderStatus } from '#worker/schemas/orders.ts'

/** Downloads the orders (optionally one status) as a CSV file the merchant opens in a spreadsheet. */
export function ExportOrdersButton({ status }: { status?: OrderStatus | undefined }) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const res = await ensureOk(await api.orders.export.$get({ query: asQuery({ status }) }))
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
      Exporter (CSV)
    </Button>
  )
}
