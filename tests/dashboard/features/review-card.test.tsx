import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { t } from '#dashboard/features/reviews/fr.ts'
import { ReviewCard } from '#dashboard/features/reviews/review-card.tsx'
import type { Review } from '#worker/schemas/reviews.ts'
import { renderWithQueryClient } from '../render.tsx'

const review = (overrides: Partial<Review> = {}): Review => ({
  id: 'rev_1',
  orderId: 'ord_1',
  productId: 'prd_1',
  productName: 'Pagne indigo',
  authorName: 'Awa O.',
  rating: 4,
  text: 'Très beau tissu',
  answer: null,
  answeredAt: null,
  hidden: false,
  hiddenReason: null,
  photoUrl: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
})

// Issue 26: a buyer's review may carry a photo; the merchant sees it, hidden or not.
describe('ReviewCard', () => {
  it("shows the buyer's photo as a thumbnail of its small copy, linking to the photo", () => {
    const url = '/media/s/sto_a1/med_b2.jpg'
    renderWithQueryClient(<ReviewCard review={review({ photoUrl: url, hidden: true })} />)
    const img = screen.getByRole('img', { name: t.photoOf('Awa O.') })
    expect(img.getAttribute('src')).toBe('/media/s/sto_a1/med_b2-w320.jpg')
    expect(img.closest('a')?.getAttribute('href')).toBe(url)
  })

  it('shows no picture for a review without a photo', () => {
    renderWithQueryClient(<ReviewCard review={review()} />)
    expect(screen.queryByRole('img', { name: t.photoOf('Awa O.') })).toBeNull()
  })
})
