import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useParams } from 'react-router'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { DetailActions } from '#dashboard/components/detail-actions.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { Testimonial } from '#worker/schemas/testimonials.ts'
import { t } from './fr.ts'
import { testimonialQuery, useDeleteTestimonial } from './queries.ts'
import { Stars } from './stars.tsx'
import { TestimonialContent } from './testimonial-card.tsx'

function TestimonialDetail({ item }: { item: Testimonial }) {
  const navigate = useNavigate()
  const remove = useDeleteTestimonial()
  return (
    <>
      <PageHeader
        title={item.name}
        description={t.addedOn(formatDate(item.createdAt))}
        actions={
          <DetailActions
            editTo={`/user/testimonies/edit/${item.id}`}
            description={t.deleteText(item.name)}
            pending={remove.isPending}
            onDelete={async () => {
              await remove.mutateAsync(item.id)
              toast.success(t.deleted)
              await navigate('/user/testimonies', { replace: true })
            }}
          />
        }
      />
      <Card className="max-w-2xl">
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <Stars rating={item.rating} className="[&_svg]:size-5" />
            <Badge variant="secondary">{t.kinds[item.kind]}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {t.product} :{' '}
            {item.productId && item.productName ? (
              <Link to={`/user/products/${item.productId}`} className="font-medium text-foreground">
                {item.productName}
              </Link>
            ) : (
              t.deletedProduct
            )}
          </p>
          <TestimonialContent item={item} large />
        </CardContent>
      </Card>
    </>
  )
}

function TestimonialLoader({ testimonId }: { testimonId: string }) {
  const testimonial = useQuery(testimonialQuery(testimonId))
  return (
    <QueryView query={testimonial} notFoundHome="/user/testimonies">
      {(item) => <TestimonialDetail item={item} />}
    </QueryView>
  )
}

export function TestimonialDetailPage() {
  const { testimonId = '' } = useParams()
  return (
    <>
      <BackLink to="/user/testimonies" label={t.title} />
      <StoreRequired>
        <TestimonialLoader testimonId={testimonId} />
      </StoreRequired>
    </>
  )
}
