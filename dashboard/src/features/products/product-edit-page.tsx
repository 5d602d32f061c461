import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { NotFound } from '#dashboard/components/not-found.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { useMyStore } from '#dashboard/features/store/queries.ts'
import { StoreRequired } from '#dashboard/features/store/store-required.tsx'
import { isNotFound } from '#dashboard/lib/api-client.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { ProductForm } from './product-form.tsx'
import { toFormValues } from './product-values.ts'
import { productQuery, useUpdateProduct } from './queries.ts'

function EditProduct({ productId }: { productId: string }) {
  const navigate = useNavigate()
  const currency = useMyStore().data?.currency ?? 'XOF'
  const product = useQuery(productQuery(productId))
  const update = useUpdateProduct(productId)
  if (product.isPending) return <Spinner />
  if (isNotFound(product.error)) return <NotFound home="/user/products" />
  if (product.isError)
    return <ErrorState error={product.error} onRetry={() => void product.refetch()} />
  return (
    <ProductForm
      defaultValues={toFormValues(product.data, currency)}
      imageUrl={product.data.imageUrl}
      onSubmit={async (input) => {
        await update.mutateAsync(input)
        toast.success(fr.products.updated)
        await navigate(`/user/products/${productId}`)
      }}
    />
  )
}

export function ProductEditPage() {
  const { productId = '' } = useParams()
  return (
    <>
      <BackLink to={`/user/products/${productId}`} />
      <PageHeader title={fr.products.editTitle} />
      <StoreRequired>
        <EditProduct productId={productId} />
      </StoreRequired>
    </>
  )
}
