import { Link } from 'react-router'
import { Thumbnail } from '#dashboard/components/thumbnail.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#dashboard/components/ui/table.tsx'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { AdminProduct } from '#worker/schemas/admin.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { productWords as w } from './fr.ts'

type Props = { items: AdminProduct[]; onModerate: (product: AdminProduct) => void }

export function ProductStatusBadge({ status }: { status: AdminProduct['status'] }) {
  return <Badge variant={status === 'active' ? 'success' : 'secondary'}>{w.statuses[status]}</Badge>
}

const shopLink = (p: AdminProduct) => `/admin/shops/${encodeURIComponent(p.shop.id)}`
const price = (p: AdminProduct) => formatMoney(p.currentPrice, p.currency)

function ModerateButton({
  product,
  onModerate,
}: { product: AdminProduct } & Pick<Props, 'onModerate'>) {
  const hiding = product.status === 'active'
  return (
    <Button
      size="sm"
      variant={hiding ? 'outline' : 'default'}
      className={hiding ? 'text-destructive' : undefined}
      onClick={() => onModerate(product)}
      aria-label={`${hiding ? w.unpublish : w.republish} « ${product.name} »`}
    >
      {hiding ? w.unpublish : w.republish}
    </Button>
  )
}

export function ProductTable({ items, onModerate }: Props) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{w.product}</TableHead>
          <TableHead>{w.shop}</TableHead>
          <TableHead className="text-right">{w.price}</TableHead>
          <TableHead className="hidden text-right md:table-cell">{w.stock}</TableHead>
          <TableHead>{w.status}</TableHead>
          <TableHead className="hidden xl:table-cell">{w.createdAt}</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">{w.actions}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((p) => (
          <TableRow key={p.id}>
            <TableCell>
              <span className="flex items-center gap-3 font-medium">
                <Thumbnail src={p.imageUrl} alt="" />
                <span className="line-clamp-2">{p.name}</span>
              </span>
            </TableCell>
            <TableCell>
              <Link to={shopLink(p)} className="hover:text-primary hover:underline">
                {p.shop.name}
              </Link>
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">{price(p)}</TableCell>
            <TableCell className="hidden text-right tabular-nums md:table-cell">
              {p.stock}
            </TableCell>
            <TableCell>
              <ProductStatusBadge status={p.status} />
            </TableCell>
            <TableCell className="hidden whitespace-nowrap text-muted-foreground xl:table-cell">
              {formatDate(p.createdAt)}
            </TableCell>
            <TableCell className="text-right">
              <ModerateButton product={p} onModerate={onModerate} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** The products list on a phone. */
export function ProductCards({ items, onModerate }: Props) {
  return (
    <ul className="grid gap-3">
      {items.map((p) => (
        <li key={p.id} className="grid gap-3 rounded-xl border bg-card p-3">
          <div className="flex items-start gap-3">
            <Thumbnail src={p.imageUrl} alt="" size={48} />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="line-clamp-2 font-medium">{p.name}</p>
              <Link to={shopLink(p)} className="truncate text-xs text-primary hover:underline">
                {p.shop.name}
              </Link>
              <p className="text-sm tabular-nums">
                {price(p)} · {w.stock} {p.stock}
              </p>
            </div>
          </div>
          <div className="flex items-center justify-between gap-2 border-t pt-3">
            <ProductStatusBadge status={p.status} />
            <ModerateButton product={p} onModerate={onModerate} />
          </div>
        </li>
      ))}
    </ul>
  )
}
