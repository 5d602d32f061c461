import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { meQuery } from '#dashboard/app/session/queries.ts'
import { StoreForm } from '#dashboard/features/store/store-form.tsx'
import type { Me } from '#worker/schemas/auth.ts'

const me = (over: Partial<Me>): Me => ({
  id: 'usr_1',
  firstName: 'Awa',
  lastName: 'Zongo',
  email: null,
  phone: '22670123456',
  role: 'user',
  profileImage: null,
  storeId: null,
  verified: true,
  ...over,
})

/** The form as the shell shows it: the merchant already known (no request in flight). */
function renderFor(who: Me) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(meQuery().queryKey, who)
  render(
    <QueryClientProvider client={client}>
      <StoreForm onCancel={() => {}} onCreated={() => {}} />
    </QueryClientProvider>,
  )
}

describe('the new shop form', () => {
  it('starts from the WhatsApp number the merchant confirmed', () => {
    renderFor(me({}))
    expect(screen.getByLabelText<HTMLInputElement>('Téléphone').value).toBe('70123456')
  })

  it('leaves the phone empty when the number was never confirmed', () => {
    renderFor(me({ verified: false }))
    expect(screen.getByLabelText<HTMLInputElement>('Téléphone').value).toBe('')
  })
})
