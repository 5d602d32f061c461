import { Copy, MessageCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '#dashboard/components/ui/button.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { logError } from '#dashboard/lib/utils.ts'

/**
 * "Copier" and "Partager sur WhatsApp" for a link a merchant hands out (the shop, a referral, a
 * tailoring order's tracking page). `primary` is the action the card is mostly for; `onShared`
 * hears either; `children` adds more buttons on the same row.
 */
export function ShareButtons(props: {
  value: string
  whatsappUrl: string
  /** Overrides of the shared words (`fr.share`), e.g. a WhatsApp button that warns a customer. */
  words?: Partial<Record<keyof typeof fr.share, string>>
  primary?: 'copy' | 'whatsapp'
  onShared?: () => void
  children?: ReactNode
}) {
  const { value, whatsappUrl, primary = 'copy', onShared } = props
  const words = { ...fr.share, ...props.words }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      toast.success(words.copied)
      onShared?.()
    } catch (error) {
      logError(error)
      toast.error(words.copyFailed)
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        variant={primary === 'copy' ? 'default' : 'outline'}
        onClick={() => void copy()}
      >
        <Copy aria-hidden="true" />
        {words.copy}
      </Button>
      <Button asChild variant={primary === 'whatsapp' ? 'default' : 'outline'}>
        <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" onClick={onShared}>
          <MessageCircle aria-hidden="true" />
          {words.whatsapp}
        </a>
      </Button>
      {props.children}
    </div>
  )
}
