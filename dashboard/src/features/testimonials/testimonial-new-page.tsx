import { useNavigate } from 'react-router'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import { t } from './fr.ts'
import { useCreateTestimonial } from './queries.ts'
import { TestimonialForm } from './testimonial-form.tsx'

export function TestimonialNewPage() {
  const navigate = useNavigate()
  const create = useCreateTestimonial()
  return (
    <>
      <BackLink to="/user/testimonies" label={t.title} />
      <PageHeader title={t.newTitle} />
      <StoreRequired>
        <TestimonialForm
          onSubmit={async (input) => {
            await create.mutateAsync(input)
            toast.success(t.created)
            await navigate('/user/testimonies')
          }}
        />
      </StoreRequired>
    </>
  )
}
