import { useNavigate } from 'react-router'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { EmptyState } from '#dashboard/components/states.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import { pf, productWords } from './fr.ts'
import { SUBSCRIPTION_PAGE, useCatalogueFull } from './plan-allowance.tsx'
import { ProductForm } from './product-form.tsx'
import { useCreateProduct } from './queries.ts'

export function ProductNewPage() {
  const navigate = useNavigate()
  const create = useCreateProduct()
  // Said before the form is filled in, rather than by a refusal once it is sent.
  const full = useCatalogueFull()
  return (
    <>
      <BackLink to="/user/products" label={productWords.title} />
      <PageHeader title={productWords.newTitle} />
      <StoreRequired>
        {full ? (
          <EmptyState action={<LinkButton to={SUBSCRIPTION_PAGE}>{pf.upgrade}</LinkButton>}>
            {pf.catalogueFull(full.planName, full.max)}
          </EmptyState>
        ) : (
          <ProductForm
            onSubmit={async (input) => {
              await create.mutateAsync(input)
              toast.success(productWords.created)
              await navigate('/user/products')
            }}
          />
        )}
      </StoreRequired>
    </>
  )
}
