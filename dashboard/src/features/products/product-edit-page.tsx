import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { useMyStore } from '#dashboard/app/shop/queries.ts'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { productWords } from '#dashboard/features/products/fr.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { ProductForm } from './product-form.tsx'
import { toFormValues } from './product-values.ts'
import { productQuery, useUpdateProduct } from './queries.ts'

function EditProduct({ productId }: { productId: string }) {
  const navigate = useNavigate()
  const currency = useMyStore().data?.currency ?? 'XOF'
  const product = useQuery(productQuery(productId))
  const update = useUpdateProduct(productId)
  return (
    <QueryView query={product} notFoundHome="/user/products">
      {(p) => (
        <ProductForm
          defaultValues={toFormValues(p, currency)}
          imageUrl={p.imageUrl}
          onSubmit={async (input) => {
            await update.mutateAsync(input)
            toast.success(productWords.updated)
            await navigate(`/user/products/${productId}`)
          }}
        />
      )}
    </QueryView>
  )
}

export function ProductEditPage() {
  const { productId = '' } = useParams()
  return (
    <>
      <BackLink to={`/user/products/${productId}`} />
      <PageHeader title={productWords.editTitle} />
      <StoreRequired>
        <EditProduct productId={productId} />
      </StoreRequired>
    </>
  )
}
