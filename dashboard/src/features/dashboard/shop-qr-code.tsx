import { Download, Printer } from 'lucide-react'
import { encode } from 'uqr'
import { Button } from '#dashboard/components/ui/button.tsx'
import { shopLinkWords as t } from './fr.ts'
import { qrWords } from './qr-fr.ts'

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
  return { path, size: data.length, data }
}

/** Pixels per module of the PNG: about 600 px wide, sharp on a WhatsApp status. */
const PNG_SCALE = 16

/**
 * The code as a PNG file (a WhatsApp status takes an image, not a sheet to print): drawn module
 * by module on a canvas, so no SVG-to-image decoding is needed.
 */
function downloadPng(data: boolean[][], fileName: string) {
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = data.length * PNG_SCALE
  const g = canvas.getContext('2d')
  if (!g) return
  g.fillStyle = '#fff'
  g.fillRect(0, 0, canvas.width, canvas.height)
  g.fillStyle = '#000'
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) g.fillRect(x * PNG_SCALE, y * PNG_SCALE, PNG_SCALE, PNG_SCALE)
    })
  })
  const link = document.createElement('a')
  link.href = canvas.toDataURL('image/png')
  link.download = fileName
  link.click()
}

/**
 * The shop's QR code as a sheet for the counter: its name, the code and its address. Printing
 * shows this sheet alone (styles.css, `[data-print-sheet]`).
 */
export function ShopQrCode({
  name,
  url,
  onShared,
}: {
  name: string
  url: string
  /** Printed or downloaded: the address is on its way to customers (the board's checklist). */
  onShared?: () => void
}) {
  const { path, size, data } = qrPath(url)
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
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          type="button"
          onClick={() => {
            onShared?.()
            window.print()
          }}
        >
          <Printer aria-hidden="true" />
          {t.print}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            downloadPng(data, qrWords.fileName(name))
            onShared?.()
          }}
        >
          <Download aria-hidden="true" />
          {qrWords.download}
        </Button>
      </div>
    </div>
  )
}
