import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import { t } from './fr.ts'
import { testimonialQuery, useUpdateTestimonial } from './queries.ts'
import { TestimonialForm } from './testimonial-form.tsx'
import { toFormValues } from './testimonial-values.ts'

function EditTestimonial({ testimonId }: { testimonId: string }) {
  const navigate = useNavigate()
  const testimonial = useQuery(testimonialQuery(testimonId))
  const update = useUpdateTestimonial(testimonId)
  return (
    <QueryView query={testimonial} notFoundHome="/user/testimonies">
      {(item) => (
        <TestimonialForm
          defaultValues={toFormValues(item)}
          imageUrl={item.image?.url ?? null}
          onSubmit={async (input) => {
            await update.mutateAsync(input)
            toast.success(t.updated)
            await navigate(`/user/testimonies/${testimonId}`)
          }}
        />
      )}
    </QueryView>
  )
}

export function TestimonialEditPage() {
  const { testimonId = '' } = useParams()
  return (
    <>
      <BackLink to={`/user/testimonies/${testimonId}`} />
      <PageHeader title={t.editTitle} />
      <StoreRequired>
        <EditTestimonial testimonId={testimonId} />
      </StoreRequired>
    </>
  )
}
