import { useQuery } from '@tanstack/react-query'
import { TriangleAlert } from 'lucide-react'
import { useNavigate, useParams } from 'react-router'
import { useMyStore } from '#dashboard/app/shop/queries.ts'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { DetailActions } from '#dashboard/components/detail-actions.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { productWords } from '#dashboard/features/products/fr.ts'
import { toast } from '#dashboard/lib/toast.ts'
import type { Product } from '#worker/schemas/products.ts'
import { ProductDetails } from './product-details.tsx'
import { productQuery, useDeleteProduct } from './queries.ts'

function ProductDetail({ product: p }: { product: Product }) {
  const navigate = useNavigate()
  const currency = useMyStore().data?.currency ?? 'XOF'
  const remove = useDeleteProduct()
  return (
    <>
      <PageHeader
        title={p.name}
        description={productWords.details}
        actions={
          <DetailActions
            editTo={`/user/products/edit/${p.id}`}
            description={productWords.deleteText(p.name)}
            pending={remove.isPending}
            onDelete={async () => {
              await remove.mutateAsync(p.id)
              toast.success(productWords.deleted)
              await navigate('/user/products', { replace: true })
            }}
          />
        }
      />
      {p.status === 'unpublished' && p.moderationReason && (
        <div
          role="alert"
          className="mb-4 flex gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-medium">{productWords.moderated}</p>
            <p>{productWords.moderationReason(p.moderationReason)}</p>
          </div>
        </div>
      )}
      <ProductDetails product={p} currency={currency} />
    </>
  )
}

function ProductLoader({ productId }: { productId: string }) {
  const product = useQuery(productQuery(productId))
  return (
    <QueryView query={product} notFoundHome="/user/products">
      {(p) => <ProductDetail product={p} />}
    </QueryView>
  )
}

export function ProductDetailPage() {
  const { productId = '' } = useParams()
  return (
    <>
      <BackLink to="/user/products" label={productWords.title} />
      <StoreRequired>
        <ProductLoader productId={productId} />
      </StoreRequired>
    </>
  )
}
