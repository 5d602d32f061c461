import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { StoreRequired } from '#dashboard/features/store/store-required.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { ProductForm } from './product-form.tsx'
import { useCreateProduct } from './queries.ts'

export function ProductNewPage() {
  const navigate = useNavigate()
  const create = useCreateProduct()
  return (
    <>
      <BackLink to="/user/products" label={fr.products.title} />
      <PageHeader title={fr.products.newTitle} />
      <StoreRequired>
        <ProductForm
          onSubmit={async (input) => {
            await create.mutateAsync(input)
            toast.success(fr.products.created)
            await navigate('/user/products')
          }}
        />
      </StoreRequired>
    </>
  )
}
