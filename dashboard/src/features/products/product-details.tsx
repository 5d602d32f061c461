import type { ReactNode } from 'react'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { formatDate, formatDateTime } from '#dashboard/lib/utils.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import type { Product } from '#worker/schemas/products.ts'
import { pf, productWords } from './fr.ts'
import { ProductPhotos } from './product-photos.tsx'
import { ProductPrice } from './product-price.tsx'
import { ProductVariantTable } from './product-variant-table.tsx'

const t = productWords

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b py-3 last:border-0 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  )
}

function Tags({ values }: { values: string[] }) {
  if (values.length === 0) return fr.common.none
  return (
    <span className="flex flex-wrap gap-1">
      {values.map((v) => (
        <Badge key={v} variant="secondary">
          {v}
        </Badge>
      ))}
    </span>
  )
}

/** The discount while it runs: its price and when it ends by itself. */
function Discount({ product: p, currency }: { product: Product; currency: string }) {
  if (p.discountPrice === null)
    return <span className="text-muted-foreground">{pf.noDiscount}</span>
  return (
    <span>
      <span className="font-medium tabular-nums">{formatMoney(p.discountPrice, currency)}</span>{' '}
      <span className="text-muted-foreground">
        {p.discountEndsAt ? pf.discountEnds(formatDate(p.discountEndsAt)) : pf.discountNoEnd}
      </span>
    </span>
  )
}

export function ProductDetails({ product: p, currency }: { product: Product; currency: string }) {
  const variants = p.variants ?? []
  return (
    <div className="grid items-start gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
      <Card className="p-3">
        <ProductPhotos product={p} />
      </Card>
      <div className="grid min-w-0 gap-6">
        <Card>
          <CardContent>
            <dl>
              <Row label={t.price}>
                <ProductPrice product={p} currency={currency} />
                {p.discountEndsAt && (
                  <p className="text-xs text-muted-foreground">
                    {t.discountUntil(formatDate(p.discountEndsAt))}
                  </p>
                )}
              </Row>
              <Row label={pf.discount}>
                <Discount product={p} currency={currency} />
              </Row>
              <Row label={t.category}>{p.categoryName ?? t.noCategory}</Row>
              <Row label={variants.length ? pf.totalStock : t.stock}>
                {p.stock === 0 ? (
                  <Badge variant="destructive">{t.outOfStock}</Badge>
                ) : (
                  <span className="tabular-nums">{p.stock}</span>
                )}
              </Row>
              <Row label={t.sizes}>
                <Tags values={p.sizes} />
              </Row>
              <Row label={t.colors}>
                <Tags values={p.colors} />
              </Row>
              <Row label={t.statusLabel}>
                <Badge variant={p.status === 'active' ? 'success' : 'secondary'}>
                  {t.status[p.status]}
                </Badge>
              </Row>
              <Row label={t.description}>
                <p className="whitespace-pre-line">{p.description}</p>
              </Row>
              <Row label={t.updatedAt}>{formatDateTime(p.updatedAt)}</Row>
            </dl>
          </CardContent>
        </Card>
        {variants.length > 0 && (
          <SectionCard title={pf.variants}>
            <ProductVariantTable variants={variants} />
          </SectionCard>
        )}
      </div>
    </div>
  )
}
