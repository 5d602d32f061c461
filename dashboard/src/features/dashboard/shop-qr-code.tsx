import { Printer } from 'lucide-react'
import { encode } from 'uqr'
import { Button } from '#dashboard/components/ui/button.tsx'
import { shopLinkWords as t } from './fr.ts'

/** One square per dark module, in one path: crisp at any print size. */
function qrPath(url: string) {
  // M: still scans with a smudge or a fold on a counter sign (15 % recovery).
  const { data } = encode(url, { ecc: 'M', border: 4 })
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return { path, size: data.length }
}

/**
 * The shop's QR code as a sheet for the counter: its name, the code and its address. Printing
 * shows this sheet alone (styles.css, `[data-print-sheet]`).
 */
export function ShopQrCode({ name, url }: { name: string; url: string }) {
  const { path, size } = qrPath(url)
  return (
    <div className="grid gap-4">
      <div data-print-sheet className="grid justify-items-center gap-3 text-center">
        <p className="text-lg font-semibold">{name}</p>
        <svg
          viewBox={`0 0 ${size} ${size}`}
          role="img"
          aria-label={t.qrLabel(url)}
          className="size-56 bg-white"
          shapeRendering="crispEdges"
        >
          <path d={path} fill="#000" />
        </svg>
        <p className="text-sm">{t.qrScan}</p>
        <p className="text-sm font-medium break-all">{url}</p>
      </div>
      <Button type="button" onClick={() => window.print()} className="justify-self-center">
        <Printer aria-hidden="true" />
        {t.print}
      </Button>
    </div>
  )
}
