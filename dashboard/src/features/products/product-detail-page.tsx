import { useQuery } from '@tanstack/react-query'
import { Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { NotFound } from '#dashboard/components/not-found.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { useMyStore } from '#dashboard/features/store/queries.ts'
import { StoreRequired } from '#dashboard/features/store/store-required.tsx'
import { errorMessage, isNotFound } from '#dashboard/lib/api-client.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { ProductDetails } from './product-details.tsx'
import { productQuery, useDeleteProduct } from './queries.ts'

function ProductDetail({ productId }: { productId: string }) {
  const navigate = useNavigate()
  const currency = useMyStore().data?.currency ?? 'XOF'
  const product = useQuery(productQuery(productId))
  const remove = useDeleteProduct()
  const [confirming, setConfirming] = useState(false)
  if (product.isPending) return <Spinner />
  if (isNotFound(product.error)) return <NotFound home="/user/products" />
  if (product.isError)
    return <ErrorState error={product.error} onRetry={() => void product.refetch()} />
  const p = product.data

  const onDelete = async () => {
    try {
      await remove.mutateAsync(p.id)
      toast.success(fr.products.deleted)
      await navigate('/user/products', { replace: true })
    } catch (error) {
      toast.error(errorMessage(error))
      setConfirming(false)
    }
  }

  return (
    <>
      <PageHeader
        title={p.name}
        description={fr.products.details}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={`/user/products/edit/${p.id}`}>
                <Pencil aria-hidden="true" />
                {fr.common.edit}
              </Link>
            </Button>
            <Button
              variant="outline"
              className="text-destructive hover:text-destructive"
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden="true" />
              {fr.common.delete}
            </Button>
          </>
        }
      />
      <ProductDetails product={p} currency={currency} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        description={fr.products.deleteText(p.name)}
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </>
  )
}

export function ProductDetailPage() {
  const { productId = '' } = useParams()
  return (
    <>
      <BackLink to="/user/products" label={fr.products.title} />
      <StoreRequired>
        <ProductDetail productId={productId} />
      </StoreRequired>
    </>
  )
}
