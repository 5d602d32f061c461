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
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { StoreRequired } from '#dashboard/features/store/store-required.tsx'
import { errorMessage, isNotFound } from '#dashboard/lib/api-client.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { formatDate } from '#dashboard/lib/utils.ts'
import { t } from './fr.ts'
import { testimonialQuery, useDeleteTestimonial } from './queries.ts'
import { Stars } from './stars.tsx'
import { TestimonialContent } from './testimonial-card.tsx'

function TestimonialDetail({ testimonId }: { testimonId: string }) {
  const navigate = useNavigate()
  const testimonial = useQuery(testimonialQuery(testimonId))
  const remove = useDeleteTestimonial()
  const [confirming, setConfirming] = useState(false)
  if (testimonial.isPending) return <Spinner />
  if (isNotFound(testimonial.error)) return <NotFound home="/user/testimonies" />
  if (testimonial.isError)
    return <ErrorState error={testimonial.error} onRetry={() => void testimonial.refetch()} />
  const item = testimonial.data

  const onDelete = async () => {
    try {
      await remove.mutateAsync(item.id)
      toast.success(t.deleted)
      await navigate('/user/testimonies', { replace: true })
    } catch (error) {
      toast.error(errorMessage(error))
      setConfirming(false)
    }
  }

  return (
    <>
      <PageHeader
        title={item.name}
        description={t.addedOn(formatDate(item.createdAt))}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={`/user/testimonies/edit/${item.id}`}>
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
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        description={t.deleteText(item.name)}
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </>
  )
}

export function TestimonialDetailPage() {
  const { testimonId = '' } = useParams()
  return (
    <>
      <BackLink to="/user/testimonies" label={t.title} />
      <StoreRequired>
        <TestimonialDetail testimonId={testimonId} />
      </StoreRequired>
    </>
  )
}
