import { useId } from 'react'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { ShareButtons } from '#dashboard/components/share-buttons.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { t } from './fr.ts'

/** The code, its sign-up link (made absolute here), a copy button and a WhatsApp share. */
export function ReferralLinkCard({ code, link }: { code: string; link: string }) {
  const id = useId()
  const url = new URL(link, window.location.origin).toString()
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(t.shareText(url))}`

  return (
    <SectionCard title={t.codeTitle} description={t.codeText} contentClassName="grid gap-4">
      <p className="font-mono text-2xl font-semibold tracking-[0.2em]">{code}</p>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-link`}>{t.link}</Label>
        <Input id={`${id}-link`} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <ShareButtons value={url} whatsappUrl={whatsapp} />
    </SectionCard>
  )
}
