import { Copy } from 'lucide-react'
import { useId } from 'react'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import { logError } from '#dashboard/lib/utils.ts'
import { frDomains as t } from './fr.ts'

/** A read-only value to paste elsewhere (a DNS record, a file), with its copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      toast.success(t.copied)
    } catch (error) {
      logError(error)
      toast.error(t.copyFailed)
    }
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          className="font-mono text-xs md:text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button
          variant="outline"
          size="icon"
          aria-label={t.copyLabel(label)}
          title={t.copy}
          onClick={() => void copy()}
        >
          <Copy aria-hidden="true" />
        </Button>
      </div>
    </div>
  )
}
