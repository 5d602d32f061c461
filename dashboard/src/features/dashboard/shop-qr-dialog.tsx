import { QrCode } from 'lucide-react'
import { AppDialog } from '#dashboard/components/app-dialog.tsx'
import { shopLinkWords as t } from './fr.ts'
import { ShopQrCode } from './shop-qr-code.tsx'

/** The printable QR code in its dialog: loaded with the encoder when the merchant opens it. */
export function ShopQrDialog(props: {
  name: string
  url: string
  onClose: () => void
  onShared: () => void
}) {
  return (
    <AppDialog
      open
      onOpenChange={(open) => {
        if (!open) props.onClose()
      }}
      title={t.qrTitle}
      description={t.qrText}
      icon={QrCode}
      showClose
    >
      <ShopQrCode name={props.name} url={props.url} onShared={props.onShared} />
    </AppDialog>
  )
}
