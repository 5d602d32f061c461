import { Link } from 'react-router'
import { type Column, DataTable, srOnly } from '#dashboard/components/data-table.tsx'
import { Thumbnail } from '#dashboard/components/thumbnail.tsx'
import type { Fabric } from '#worker/schemas/atelier/fabrics.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { fabricPaths } from '../shell/paths/fabrics.ts'
import { FabricStock } from './fabric-stock-badge.tsx'
import { fabricWords } from './fr.ts'

const w = fabricWords.fabrics

const columns = (currency: string): Column<Fabric>[] => [
  {
    key: 'image',
    header: srOnly(w.image),
    headClassName: 'w-14',
    cellClassName: 'pr-0',
    cell: (f) => <Thumbnail src={f.imageUrls[0] ?? null} alt={f.name} />,
  },
  {
    key: 'name',
    header: w.fabric,
    cellClassName: 'max-w-0 min-w-32 font-medium md:max-w-none',
    cell: (f) => (
      <>
        <Link
          to={fabricPaths.fabric(f.id)}
          className="block truncate hover:text-primary hover:underline"
        >
          {f.name}
        </Link>
        <span className="block truncate text-xs font-normal text-muted-foreground">
          {[f.color, f.typeName].filter(Boolean).join(' · ') || w.noType}
        </span>
      </>
    ),
  },
  {
    key: 'type',
    header: w.type,
    className: 'hidden lg:table-cell',
    cellClassName: 'text-muted-foreground',
    cell: (f) => f.typeName ?? w.noType,
  },
  {
    key: 'stock',
    header: w.stock,
    className: 'text-right',
    cell: (f) => <FabricStock fabric={f} />,
  },
  {
    key: 'price',
    header: w.pricePerMeter,
    className: 'hidden text-right sm:table-cell',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (f) => w.perMeter(formatMoney(f.pricePerMeter, currency)),
  },
]

export function FabricTable({ items, currency }: { items: Fabric[]; currency: string }) {
  return <DataTable rows={items} columns={columns(currency)} />
}
