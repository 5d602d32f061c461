import { Ruler } from 'lucide-react'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import type { TailoringOrder } from '#worker/schemas/atelier/orders.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { formatMetres } from '../shell/format.ts'
import { orderWords } from './fr.ts'

const w = orderWords.view
const cm = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })

/** Each garment with the measurements copied into the order, the services and the fabric. */
export function GarmentsCard({ order }: { order: TailoringOrder }) {
  return (
    <SectionCard title={w.garments} icon={Ruler} contentClassName="grid gap-4">
      {order.garments.map((g, i) => (
        <section key={i} className="grid gap-2" aria-label={g.garmentTypeName}>
          <h3 className="font-medium">
            {g.quantity} × {g.garmentTypeName}
          </h3>
          {g.measurements.length === 0 ? (
            <p className="text-sm text-muted-foreground">{w.noMeasurement}</p>
          ) : (
            <table className="w-full text-sm">
              <tbody className="divide-y">
                {g.measurements.map((m) => (
                  <tr key={m.partId}>
                    <th scope="row" className="py-1.5 text-left font-normal text-muted-foreground">
                      {m.name}
                    </th>
                    <td className="py-1.5 text-right tabular-nums">{cm.format(m.value)} cm</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{w.fabric}</dt>
          <dd>
            {order.fabricSource === 'stock'
              ? w.fabricFromStock(order.fabricName ?? '—', formatMetres(order.fabricCm ?? 0))
              : w.fabricFromCustomer}
            {order.fabricNote && (
              <span className="block text-muted-foreground">{order.fabricNote}</span>
            )}
          </dd>
        </div>
        {order.services.length > 0 && (
          <div>
            <dt className="text-muted-foreground">{w.services}</dt>
            <dd>
              <ul>
                {order.services.map((s) => (
                  <li key={`${s.serviceId}-${s.name}`} className="flex justify-between gap-2">
                    <span>{s.name}</span>
                    <span className="tabular-nums">{formatMoney(s.price, order.currency)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </SectionCard>
  )
}
