import { QrCode } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { ShareButtons } from '#dashboard/components/share-buttons.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import type { Store } from '#worker/schemas/stores.ts'
import { shopLinkWords as t } from './fr.ts'
import { shopAddress } from './shop-address.ts'

// The dialog and the QR encoder are downloaded only when the merchant opens the QR code: the
// cold dashboard stays within its JavaScript budget (ADR 026).
const ShopQrDialog = lazy(async () => ({
  default: (await import('./shop-qr-dialog.tsx')).ShopQrDialog,
}))

/** The shop's full address with a copy button, a WhatsApp share and a QR code to print. */
export function ShopLink({
  store,
  customDomain,
  onShared,
}: {
  store: Store
  /** The shop's verified domain, when it has one: the address to hand out. */
  customDomain?: string | null
  onShared: () => void
}) {
  const [qrOpen, setQrOpen] = useState(false)
  const url = shopAddress(store.url, customDomain)
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(t.shareText(store.name, url))}`

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
      <ShareButtons value={url} whatsappUrl={whatsapp} onShared={onShared}>
        <Button
          type="button"
          variant="outline"
          // Opening the code shares nothing yet: printing or downloading it does.
          onClick={() => setQrOpen(true)}
        >
          <QrCode aria-hidden="true" />
          {t.qr}
        </Button>
      </ShareButtons>
      {qrOpen && (
        <Suspense fallback={<Spinner label={t.loading} />}>
          <ShopQrDialog
            name={store.name}
            url={url}
            onClose={() => setQrOpen(false)}
            onShared={onShared}
          />
        </Suspense>
      )}
    </SectionCard>
  )
}
