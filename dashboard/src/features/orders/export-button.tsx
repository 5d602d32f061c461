import { Download } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '#dashboard/components/ui/button.tsx'
import { errorMessage, request, unwrap } from '#dashboard/lib/api-client.ts'

/** Downloads the orders (optionally one status) as a CSV file the merchant opens in a spreadsheet. */
export function ExportOrdersButton({ status }: { status?: string | undefined }) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const res = await request('/api/orders/export', { query: status ? { status } : {} })
      if (!res.ok) await unwrap(res)
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
