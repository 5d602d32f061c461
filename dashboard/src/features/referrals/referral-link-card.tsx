import { Copy, MessageCircle } from 'lucide-react'
import { useId } from 'react'
import { toast } from 'sonner'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { logError } from '#dashboard/lib/utils.ts'
import { t } from './fr.ts'

/** The code, its sign-up link (made absolute here), a copy button and a WhatsApp share. */
export function ReferralLinkCard({ code, link }: { code: string; link: string }) {
  const id = useId()
  const url = new URL(link, window.location.origin).toString()
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(t.shareText(url))}`

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success(t.copied)
    } catch (error) {
      logError(error)
      toast.error(t.copyFailed)
    }
  }

  return (
    <SectionCard title={t.codeTitle} description={t.codeText} contentClassName="grid gap-4">
      <p className="font-mono text-2xl font-semibold tracking-[0.2em]">{code}</p>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-link`}>{t.link}</Label>
        <Input id={`${id}-link`} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t.copy}
        </Button>
        <Button asChild variant="outline">
          <a href={whatsapp} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            {t.whatsapp}
          </a>
        </Button>
      </div>
    </SectionCard>
  )
}
