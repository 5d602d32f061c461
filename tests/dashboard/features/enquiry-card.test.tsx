import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EnquiryCard } from '#dashboard/features/enquiries/enquiry-card.tsx'
import { t } from '#dashboard/features/enquiries/fr.ts'
import type { Enquiry } from '#worker/schemas/enquiries.ts'
import { renderWithQueryClient } from '../render.tsx'

const enquiry = (overrides: Partial<Enquiry> = {}): Enquiry => ({
  id: 'enq_1',
  fullName: 'Issa Kaboré',
  email: null,
  phone: '22670556677',
  message: 'Vous livrez à Koudougou ?',
  read: false,
  createdAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
})

const links = () => screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])

// Issue 27: a shopper leaves a phone or an e-mail, not necessarily both.
describe('EnquiryCard', () => {
  it('with a phone only, shows it with WhatsApp and Appeler and no e-mail button', () => {
    renderWithQueryClient(<EnquiryCard enquiry={enquiry()} shopName="Chez Awa" />)
    expect(screen.getByText('+226 70 55 66 77')).toBeTruthy()
    expect(links()).toEqual([
      [t.replyWhatsapp, 'https://wa.me/22670556677'],
      [t.call, 'tel:+22670556677'],
    ])
  })

  it('with an e-mail only, shows the e-mail button and no WhatsApp nor call', () => {
    renderWithQueryClient(
      <EnquiryCard
        enquiry={enquiry({ email: 'issa@example.com', phone: null })}
        shopName="Chez Awa"
      />,
    )
    expect(screen.getByText('issa@example.com')).toBeTruthy()
    expect(links()).toEqual([
      [
        t.replyEmail,
        `mailto:issa@example.com?subject=${encodeURIComponent(t.replySubject('Chez Awa'))}`,
      ],
    ])
  })
})
