import { Badge } from '#dashboard/components/ui/badge.tsx'
import type { Fabric } from '#worker/schemas/atelier/fabrics.ts'
import { formatMetres } from '../shell/format.ts'
import { fabricWords } from './fr.ts'

/** The stock in metres, and "Stock bas" under the fabric's threshold. */
export function FabricStock({ fabric }: { fabric: Pick<Fabric, 'stockCm' | 'low'> }) {
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1.5">
      <span className="tabular-nums whitespace-nowrap">{formatMetres(fabric.stockCm)}</span>
      {fabric.low && <Badge variant="warning">{fabricWords.fabrics.low}</Badge>}
    </span>
  )
}
