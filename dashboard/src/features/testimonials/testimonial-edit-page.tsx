import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { NotFound } from '#dashboard/components/not-found.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { StoreRequired } from '#dashboard/features/store/store-required.tsx'
import { isNotFound } from '#dashboard/lib/api-client.ts'
import { t } from './fr.ts'
import { testimonialQuery, useUpdateTestimonial } from './queries.ts'
import { TestimonialForm } from './testimonial-form.tsx'
import { toFormValues } from './testimonial-values.ts'

function EditTestimonial({ testimonId }: { testimonId: string }) {
  const navigate = useNavigate()
  const testimonial = useQuery(testimonialQuery(testimonId))
  const update = useUpdateTestimonial(testimonId)
  if (testimonial.isPending) return <Spinner />
  if (isNotFound(testimonial.error)) return <NotFound home="/user/testimonies" />
  if (testimonial.isError)
    return <ErrorState error={testimonial.error} onRetry={() => void testimonial.refetch()} />
  return (
    <TestimonialForm
      defaultValues={toFormValues(testimonial.data)}
      imageUrl={testimonial.data.image?.url ?? null}
      onSubmit={async (input) => {
        await update.mutateAsync(input)
        toast.success(t.updated)
        await navigate(`/user/testimonies/${testimonId}`)
      }}
    />
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
