import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ParamsProvider } from '#dashboard/features/auth/auth-router.tsx'
import { InvitationPage } from '#dashboard/features/auth/invitation-page.tsx'
import { json, stubFetch } from '../api-stub.ts'
import { renderWithQueryClient } from '../render.tsx'

/** The invitation's preview as POST /api/invitation/check answers it. */
function serveInvitation(identifier: string, canAccept = true) {
  const identifierType = identifier.includes('@') ? 'email' : 'phone'
  stubFetch((_req, path) =>
    path === '/api/invitation/check'
      ? json({
          shopName: 'Awa Couture',
          firstName: 'Aïcha',
          lastName: 'Ilboudo',
          identifier,
          identifierType,
          canAccept,
        })
      : undefined,
  )
  renderWithQueryClient(
    <ParamsProvider value={{ token: `inv_${Math.random()}` }}>
      <InvitationPage />
    </ParamsProvider>,
  )
}

describe('the staff invitation page', () => {
  it('writes an invited WhatsApp number as people read it, with its country code', async () => {
    serveInvitation('22670998877')
    expect(
      await screen.findByText(/Vous vous connecterez avec \+226 70 99 88 77 et le mot de passe/),
    ).toBeInTheDocument()
  })

  it('writes it so too when the number already has an account', async () => {
    serveInvitation('22670998877', false)
    expect(await screen.findByText(/^\+226 70 99 88 77 est déjà l'identifiant/)).toBeInTheDocument()
  })

  it('leaves an e-mail as it is', async () => {
    serveInvitation('aicha@example.com')
    expect(await screen.findByText(/avec aicha@example\.com et/)).toBeInTheDocument()
  })
})
