import { type FormEvent, useState } from 'react'
import { Thumbnail } from '#dashboard/components/thumbnail.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Textarea } from '#dashboard/components/ui/textarea.tsx'
import { Stars } from '#dashboard/features/testimonials/stars.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { cn, formatDateTime } from '#dashboard/lib/utils.ts'
import type { Review } from '#worker/schemas/reviews.ts'
import { t } from './fr.ts'
import { useAnswerReview, useHideReview } from './queries.ts'

/** The shop's public answer under the review; saving an empty one removes it. */
function AnswerForm({ review }: { review: Review }) {
  const [answer, setAnswer] = useState(review.answer ?? '')
  const save = useAnswerReview()
  const id = `answer-${review.id}`
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    save.mutate(
      { id: review.id, answer },
      {
        onSuccess: () => toast.success(t.answered),
        onError: (error) => toast.error(errorMessage(error)),
      },
    )
  }
  return (
    <form onSubmit={onSubmit} className="grid gap-2">
      <FormField id={id} label={t.answer} hint={t.answerHint}>
        <Textarea
          {...controlProps(id, undefined, true)}
          value={answer}
          maxLength={1000}
          onChange={(e) => setAnswer(e.target.value)}
        />
      </FormField>
      <Button
        type="submit"
        size="sm"
        variant="outline"
        disabled={save.isPending}
        className="justify-self-end"
      >
        {t.saveAnswer}
      </Button>
    </form>
  )
}

/** Hiding always says why: the reason is the merchant's, shoppers see only the figure. */
function HideForm({ review }: { review: Review }) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const hide = useHideReview()
  const id = `hide-${review.id}`
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    hide.mutate(
      { id: review.id, reason },
      {
        onSuccess: () => toast.success(t.hiddenDone),
        onError: (err) => setError(errorMessage(err)),
      },
    )
  }
  return (
    <form onSubmit={onSubmit} className="grid gap-2">
      <FormField id={id} label={t.hideReason} hint={t.hideHint} error={error}>
        <Input
          {...controlProps(id, error, true)}
          value={reason}
          maxLength={300}
          required
          onChange={(e) => setReason(e.target.value)}
        />
      </FormField>
      <Button
        type="submit"
        size="sm"
        variant="destructive"
        disabled={hide.isPending}
        className="justify-self-end"
      >
        {t.confirmHide}
      </Button>
    </form>
  )
}

/** One buyer's review: stars, words, product, and the merchant's two actions. */
export function ReviewCard({ review: r }: { review: Review }) {
  return (
    <article
      aria-label={`${r.authorName} · ${r.productName ?? t.productGone}`}
      className={cn('grid gap-3 rounded-xl border bg-card p-4', r.hidden && 'opacity-80')}
    >
      <h2 className="flex flex-wrap items-center gap-2 font-semibold">
        {r.authorName}
        <Badge variant="secondary">{t.verified}</Badge>
        {r.hidden && <Badge variant="destructive">{t.hidden}</Badge>}
      </h2>
      <Stars rating={r.rating} />
      <p className="text-sm wrap-anywhere whitespace-pre-line">{r.text}</p>
      {r.photoUrl && (
        // The merchant sees the photo even once hidden (to remember why); shoppers no longer do.
        <a href={r.photoUrl} target="_blank" rel="noreferrer" className="justify-self-start">
          <Thumbnail src={r.photoUrl} alt={t.photoOf(r.authorName)} size={96} />
        </a>
      )}
      <p className="text-xs text-muted-foreground">
        {t.product} : {r.productName ?? t.productGone} · {formatDateTime(r.createdAt)}
      </p>
      {r.hidden && r.hiddenReason && (
        <p className="text-sm text-muted-foreground">{t.hiddenBecause(r.hiddenReason)}</p>
      )}
      <AnswerForm review={r} />
      {!r.hidden && (
        <details>
          <summary className="cursor-pointer text-sm">{t.hide}</summary>
          <HideForm review={r} />
        </details>
      )}
    </article>
  )
}
