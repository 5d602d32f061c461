import { copyFor } from '#worker/schemas/image-sizes.ts'
import { formatDate } from '../format'
import { t } from '../fr'
import type { FormState, ProductReviews, ReceiptReviews, ThemeContext } from '../types'
import { Field, FieldError, FormAlert, takesFocus } from './fields'
import { REVIEW_PHOTO_SCRIPT } from './review-photo-script'
import { Stars } from './testimonials'

/**
 * A product's buyer reviews (issue 26): the average and count, the reviews the shop hid as a
 * figure (hiding never erases), then each visible review with "Achat vérifié" and the shop's
 * answer. Text is rendered as text: the theme never injects a buyer's words as markup.
 */
export function ProductReviewList({
  reviews,
  timeZone,
}: {
  reviews?: ProductReviews
  timeZone: string
}) {
  if (!reviews) return null
  const { summary, items } = reviews
  if (summary.count === 0 && summary.hidden === 0) return null
  return (
    <section className="wrap reviews buyer-reviews" aria-labelledby="h-buyer-reviews">
      <h2 id="h-buyer-reviews">{t.reviewsTitle}</h2>
      {summary.average !== null ? (
        <p className="reviews-summary">
          <Stars rating={summary.average} />{' '}
          {t.reviewsAverage(summary.average.toFixed(1).replace('.', ','), summary.count)}
        </p>
      ) : (
        <p>{t.reviewsNone}</p>
      )}
      {summary.hidden > 0 ? <p className="muted">{t.reviewsHidden(summary.hidden)}</p> : null}
      <ul>
        {items.map((r) => (
          <li key={r.id} className="review">
            <figure>
              <Stars rating={r.rating} />
              <blockquote>
                <p>{r.text}</p>
              </blockquote>
              {r.photoUrl ? <ReviewPhoto url={r.photoUrl} author={r.authorName} /> : null}
              <figcaption>
                — <strong>{r.authorName}</strong> ·{' '}
                <span className="badge">{t.verifiedPurchase}</span> ·{' '}
                <span className="muted">{formatDate(r.createdAt, timeZone)}</span>
              </figcaption>
            </figure>
            {r.answer ? (
              <p className="shop-answer">
                <strong>{t.shopAnswer} :</strong> {r.answer}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Thumbnail size of a buyer's photo, in CSS pixels (square, cropped: nothing moves as it loads). */
const THUMB = 72

/**
 * A buyer's photo as a small square thumbnail linking to the photo itself: the smallest copy
 * sharp at that size (ADR 058), lazy, its box fixed by width and height.
 */
function ReviewPhoto({ url, author }: { url: string; author: string }) {
  return (
    <a href={url} className="review-photo">
      <img
        className="thumb"
        src={copyFor(url, THUMB)}
        alt={t.reviewPhotoOf(author)}
        width={THUMB}
        height={THUMB}
        loading="lazy"
        decoding="async"
      />
    </a>
  )
}

/** The optional photo: a plain file field (no JavaScript), its refusal said under it. */
/**
 * Takes the focus in its own render, as `Field` does: rendered after the text's field, a
 * refused text keeps the focus when the photo is refused too.
 */
function PhotoField({ id, form }: { id: string; form?: FormState }) {
  const error = form?.errors.photo
  const focus = takesFocus(form, 'photo')
  return (
    <div className="field">
      <label htmlFor={id}>{t.reviewPhoto}</label>
      <input
        type="file"
        id={id}
        name="photo"
        accept="image/*"
        aria-describedby={error ? `e-${id}` : `h-${id}`}
        aria-invalid={error ? true : undefined}
        // Brought into view when refused (as fields.tsx does for every field).
        {...(focus ? { autoFocus: true } : {})}
      />
      {/* Filled by the page's script, when it runs, with the photo's 320 px copy. */}
      <input type="file" name="w320" hidden tabIndex={-1} />
      <p className="hint" id={`h-${id}`}>
        {t.reviewPhotoHint}
      </p>
      <FieldError id={`e-${id}`} message={error} />
    </div>
  )
}

/**
 * On a delivered order's tracking page: one plain form per product bought (works without
 * JavaScript), radio stars, a short text and an optional photo (so the form is multipart); a
 * product reviewed says thanks instead.
 */
export function ReviewForms({
  ctx,
  token,
  reviews,
}: {
  ctx: ThemeContext
  token: string
  reviews?: ReceiptReviews
}) {
  if (!reviews || (reviews.products.length === 0 && !reviews.refused)) return null
  const { refused } = reviews
  // A refusal about no open form (not delivered yet, a product not on the order, reviewed
  // already) is said above the forms.
  const onItsForm = reviews.products.some((p) => p.productId === refused?.productId && !p.reviewed)
  return (
    <section className="review-forms" aria-labelledby="h-review-forms">
      <h2 id="h-review-forms">{t.reviewInvite}</h2>
      {refused && !onItsForm ? (
        <FormAlert
          message={refused.form.formError ?? Object.values(refused.form.errors)[0] ?? t.checkFields}
        />
      ) : null}
      {reviews.products.map((p) => {
        const form = reviews.refused?.productId === p.productId ? reviews.refused.form : undefined
        const id = `r-${p.productId}`
        return p.reviewed ? (
          <p key={p.productId} className="ok">
            <strong>{p.productName}</strong> : {t.reviewThanks}
          </p>
        ) : (
          <form
            key={p.productId}
            method="post"
            encType="multipart/form-data"
            action={`${ctx.basePath}/orders/${encodeURIComponent(token)}/review`}
            className="review-form"
          >
            <h3>{p.productName}</h3>
            <FormAlert message={form?.formError} form={form} />
            <input type="hidden" name="productId" value={p.productId} />
            <fieldset>
              <legend>{t.reviewStars}</legend>
              {[5, 4, 3, 2, 1].map((n) => (
                <label key={n} className="star-choice">
                  <input
                    type="radio"
                    name="rating"
                    value={String(n)}
                    required
                    aria-label={t.reviewStar(n)}
                    defaultChecked={form?.values.rating === String(n)}
                  />{' '}
                  <span aria-hidden="true">{'★'.repeat(n)}</span>
                </label>
              ))}
              {form?.errors.rating ? <p className="err">{form.errors.rating}</p> : null}
            </fieldset>
            <Field
              form={form}
              name="text"
              id={`${id}-text`}
              label={t.reviewText}
              multiline
              props={{ maxLength: 1000 }}
            />
            <PhotoField id={`${id}-photo`} form={form} />
            <button type="submit" className="btn">
              {t.reviewSend}
            </button>
          </form>
        )
      })}
      {reviews.products.some((p) => !p.reviewed) ? (
        <script dangerouslySetInnerHTML={{ __html: REVIEW_PHOTO_SCRIPT }} />
      ) : null}
    </section>
  )
}
