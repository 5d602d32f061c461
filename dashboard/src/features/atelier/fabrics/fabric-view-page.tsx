import { useQuery } from '@tanstack/react-query'
import { PackagePlus, SlidersHorizontal } from 'lucide-react'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { DetailActions } from '#dashboard/components/detail-actions.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import type { FabricDetail } from '#worker/schemas/atelier/fabrics.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { formatMetres } from '../shell/format.ts'
import { fabricPaths } from '../shell/paths/fabrics.ts'
import { useAtelierMoney } from '../shell/queries.ts'
import { AdjustDialog, RestockDialog } from './fabric-movement-dialogs.tsx'
import { FabricMovementsTable } from './fabric-movements-table.tsx'
import { FabricStock } from './fabric-stock-badge.tsx'
import { fabricWords } from './fr.ts'
import { fabricQuery, useDeleteFabric } from './queries.ts'

const w = fabricWords.fabrics
const m = fabricWords.movements

/** `fabric/view/:id`: the fabric, its stock, the two stock dialogs and the history. */
export function FabricViewPage() {
  const id = useParams().id ?? ''
  const fabric = useQuery(fabricQuery(id))
  return (
    <>
      <BackLink to={fabricPaths.fabrics} />
      <QueryView query={fabric} notFoundHome={fabricPaths.fabrics}>
        {(f) => <FabricView fabric={f} />}
      </QueryView>
    </>
  )
}

function FabricView({ fabric: f }: { fabric: FabricDetail }) {
  const { currency } = useAtelierMoney()
  const navigate = useNavigate()
  const remove = useDeleteFabric()
  const [dialog, setDialog] = useState<'restock' | 'adjust' | null>(null)
  const close = (open: boolean) => !open && setDialog(null)
  const facts: [string, string][] = [
    [w.type, f.typeName ?? w.noType],
    [w.supplier, f.supplierName ?? w.noSupplier],
    [w.color, f.color ?? fabricWords.none],
    [w.pricePerMeter, w.perMeter(formatMoney(f.pricePerMeter, currency))],
  ]
  return (
    <>
      <PageHeader
        title={f.name}
        description={f.description ?? undefined}
        actions={
          <DetailActions
            editTo={fabricPaths.editFabric(f.id)}
            description={w.deleteText(f.name)}
            pending={remove.isPending}
            onDelete={async () => {
              await remove.mutateAsync(f.id)
              toast.success(w.deleted)
              await navigate(fabricPaths.fabrics)
            }}
          />
        }
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <SectionCard title={m.currentStock} contentClassName="grid gap-4">
          <div className="text-2xl font-semibold">
            <FabricStock fabric={f} />
          </div>
          <p className="text-sm text-muted-foreground">{m.threshold(formatMetres(f.lowStockCm))}</p>
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
            <Button onClick={() => setDialog('restock')}>
              <PackagePlus aria-hidden="true" />
              {m.restock}
            </Button>
            <Button variant="outline" onClick={() => setDialog('adjust')}>
              <SlidersHorizontal aria-hidden="true" />
              {m.adjust}
            </Button>
          </div>
          <dl className="grid gap-2 border-t pt-4 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-3">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="text-right font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          {f.images.length > 0 && (
            <ul className="grid grid-cols-3 gap-2">
              {f.images.map((image, i) => (
                <li key={image.id} className="aspect-square overflow-hidden rounded-md border">
                  <img
                    src={image.url}
                    alt={`${f.name} (${i + 1})`}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
        <SectionCard title={m.title} contentClassName="px-2 sm:px-6">
          <FabricMovementsTable items={f.movements} currency={currency} />
        </SectionCard>
      </div>
      <RestockDialog
        fabricId={f.id}
        currency={currency}
        open={dialog === 'restock'}
        onOpenChange={close}
      />
      <AdjustDialog fabricId={f.id} open={dialog === 'adjust'} onOpenChange={close} />
    </>
  )
}
