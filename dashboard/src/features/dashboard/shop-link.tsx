import { Copy, MessageCircle, QrCode } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { toast } from 'sonner'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { logError } from '#dashboard/lib/utils.ts'
import type { Store } from '#worker/schemas/stores.ts'
import { shopLinkWords as t } from './fr.ts'
import { shopAddress } from './shop-address.ts'

// The dialog and the QR encoder are downloaded only when the merchant opens the QR code: the
// cold dashboard stays within its JavaScript budget (ADR 026).
const ShopQrDialog = lazy(async () => ({
  default: (await import('./shop-qr-dialog.tsx')).ShopQrDialog,
}))

/** The shop's full address with a copy button, a WhatsApp share and a QR code to print. */
export function ShopLink({ store, onShared }: { store: Store; onShared: () => void }) {
  const [qrOpen, setQrOpen] = useState(false)
  const url = shopAddress(store.url)
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(t.shareText(store.name, url))}`

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success(t.copied)
      onShared()
    } catch (error) {
      logError(error)
      toast.error(t.copyFailed)
    }
  }

  return (
    <SectionCard title={t.title} description={t.text} contentClassName="grid gap-4">
      {/* The whole address, wrapped on a phone rather than cut: it is what people will type. */}
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${t.link} : ${url}`}
        className="font-medium break-all text-primary hover:underline"
      >
        {url}
      </a>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t.copy}
        </Button>
        <Button asChild variant="outline">
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" onClick={onShared}>
            <MessageCircle aria-hidden="true" />
            {t.whatsapp}
          </a>
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setQrOpen(true)
            onShared()
          }}
        >
          <QrCode aria-hidden="true" />
          {t.qr}
        </Button>
      </div>
      {qrOpen && (
        <Suspense fallback={<Spinner label={t.loading} />}>
          <ShopQrDialog name={store.name} url={url} onClose={() => setQrOpen(false)} />
        </Suspense>
      )}
    </SectionCard>
  )
}
