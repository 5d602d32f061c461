import { Badge } from '#dashboard/components/ui/badge.tsx'
import { STAGE_LABEL, type TailoringStage } from '#worker/schemas/atelier/orders.ts'
import { orderWords } from './fr.ts'

const VARIANT: Record<
  TailoringStage,
  'secondary' | 'info' | 'warning' | 'success' | 'destructive'
> = {
  received: 'secondary',
  cutting: 'info',
  sewing: 'info',
  fitting: 'warning',
  alteration: 'warning',
  ready: 'success',
  delivered: 'success',
  canceled: 'destructive',
}

export function StageBadge({ stage }: { stage: TailoringStage }) {
  return <Badge variant={VARIANT[stage]}>{STAGE_LABEL[stage]}</Badge>
}

/** "En retard", beside the stage of an order promised before today. */
export function LateBadge() {
  return <Badge variant="destructive">{orderWords.list.late}</Badge>
}
