import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Board } from '#dashboard/features/dashboard/board.tsx'
import { TeamView } from '#dashboard/features/team/team-page.tsx'
import { permissionsOf } from '#worker/schemas/shop-access.ts'
import type { Team } from '#worker/schemas/team.ts'
import { json, stubFetch } from '../api-stub.ts'
import { awaCouture, stats } from '../fixtures.ts'
import { renderWithQueryClient } from '../render.tsx'

const inRouter = (ui: React.ReactElement) =>
  renderWithQueryClient(<MemoryRouter initialEntries={['/user/settings/team']}>{ui}</MemoryRouter>)

const team: Team = {
  seatsUsed: 2,
  maxSeats: 3,
  members: [
    {
      id: 'stf_1',
      firstName: 'Aïcha',
      lastName: 'Ilboudo',
      shopRole: 'seller',
      hasAccount: true,
      accountIdentifier: 'aicha@exemple.bf',
      invitation: null,
    },
    {
      id: 'stf_2',
      firstName: 'Issa',
      lastName: 'Sawadogo',
      shopRole: 'manager',
      hasAccount: false,
      accountIdentifier: null,
      invitation: {
        identifier: '22670112233',
        sentAt: '2026-11-28T10:00:00.000Z',
        expiresAt: '2099-12-05T10:00:00.000Z',
      },
    },
  ],
}

/** The team API: every write is recorded, and answers the list's first member. */
function serveTeam(listed: Team = team) {
  const sent: { method: string; path: string; body: unknown }[] = []
  stubFetch(async (req, path) => {
    if (!path.startsWith('/api/team')) return undefined
    if (req.method === 'GET') return json(listed)
    const body = req.method === 'DELETE' ? null : await req.json()
    sent.push({ method: req.method, path, body })
    return req.method === 'DELETE' && path === '/api/team/stf_1'
      ? new Response(null, { status: 204 })
      : json(team.members[0], req.method === 'POST' ? 201 : 200)
  })
  return sent
}

describe('Paramètres › Équipe', () => {
  it('lists each member with their role and where their access stands', async () => {
    serveTeam()
    inRouter(<TeamView />)
    const list = await screen.findByRole('region', { name: 'Membres' })
    expect(within(list).getByText('2 membre(s) sur 3 que permet votre offre')).toBeInTheDocument()
    expect(within(list).getByText('Accès actif · aicha@exemple.bf')).toBeInTheDocument()
    expect(within(list).getByText(/^Invitation envoyée à 22670112233/)).toBeInTheDocument()
    expect(within(list).getByLabelText('Rôle — Aïcha Ilboudo')).toHaveValue('seller')
    expect(within(list).getByLabelText('Rôle — Issa Sawadogo')).toHaveValue('manager')
    // Only a pending invitation can be canceled.
    expect(within(list).getAllByRole('button', { name: 'Annuler l’invitation' })).toHaveLength(1)
  })

  it('invites a new member with their name, role and e-mail, changes a role and removes an access', async () => {
    const sent = serveTeam()
    inRouter(<TeamView />)
    await screen.findByRole('region', { name: 'Membres' })
    await userEvent.type(screen.getByLabelText('Prénom'), 'Mariam')
    await userEvent.type(screen.getByLabelText('Nom'), 'Kaboré')
    await userEvent.selectOptions(screen.getByLabelText('Rôle'), 'manager')
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'mariam@exemple.bf')
    await userEvent.click(screen.getByRole('button', { name: 'Inviter' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/team',
      body: {
        firstName: 'Mariam',
        lastName: 'Kaboré',
        shopRole: 'manager',
        identifierType: 'email',
        emailOrPhone: 'mariam@exemple.bf',
      },
    })
    await userEvent.selectOptions(screen.getByLabelText('Rôle — Aïcha Ilboudo'), 'manager')
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]).toEqual({
      method: 'PUT',
      path: '/api/team/stf_1/role',
      body: { shopRole: 'manager' },
    })
    const aicha = screen.getByText('Aïcha Ilboudo').closest('li')!
    await userEvent.click(within(aicha).getByRole('button', { name: 'Retirer l’accès' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Aïcha Ilboudo ne pourra plus se connecter')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer l’accès' }))
    await waitFor(() => expect(sent).toHaveLength(3))
    expect(sent[2]).toMatchObject({ method: 'DELETE', path: '/api/team/stf_1' })
  })

  it('shows the seats the server counts, and sends an invitation again to the phone invited', async () => {
    // The server's count (an expired invitation holds no seat), not the list's own.
    const sent = serveTeam({ ...team, seatsUsed: 1 })
    inRouter(<TeamView />)
    const list = await screen.findByRole('region', { name: 'Membres' })
    expect(within(list).getByText('1 membre(s) sur 3 que permet votre offre')).toBeInTheDocument()
    const issa = within(list).getByText('Issa Sawadogo').closest('li')!
    await userEvent.click(within(issa).getByRole('button', { name: 'Renvoyer l’invitation' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/team/stf_2/invitation',
      body: { identifierType: 'phone', emailOrPhone: '+22670112233' },
    })
  })
})

/**
 * The board of the shop as GET /api/stores/:userId answers `role` (the shop, with the caller's
 * place in it), the API answering what `answer` knows and a French 403 for the rest; the paths
 * the board asked for.
 */
function boardOf(role: 'owner' | 'manager', answer: (path: string) => Response | undefined) {
  const store = {
    ...awaCouture({ id: `sto_${Math.random()}`, logoUrl: null }),
    access: { role, permissions: permissionsOf(role) },
  }
  const asked: string[] = []
  stubFetch((_req, path) => {
    asked.push(path)
    if (path === '/api/products') return json({ items: [], total: 0, page: 1, pageSize: 1 })
    return (
      answer(path) ?? json({ error: { code: 'FORBIDDEN', message: 'Seul le propriétaire' } }, 403)
    )
  })
  renderWithQueryClient(
    <MemoryRouter>
      <Board store={store} />
    </MemoryRouter>,
  )
  return asked
}

describe('A Gestionnaire’s board', () => {
  it('shows the figures without the owner’s first steps nor asking for the shop’s domain or personalization', async () => {
    // What the owner alone reads answers a Gestionnaire 403.
    const asked = boardOf('manager', (path) =>
      path.startsWith('/api/stats') ? json(stats(1)) : undefined,
    )
    expect(await screen.findByText("Ventes aujourd'hui")).toBeInTheDocument()
    expect(screen.queryByText('Vos prochaines étapes')).toBeNull()
    expect(screen.getByText('L’adresse de votre boutique')).toBeInTheDocument()
    // Nothing only the owner may read is asked for (no 403 in the merchant's console).
    expect(asked).not.toContain('/api/store/domain')
    expect(asked).not.toContain('/api/store/personalization')
  })
})

describe('The owner’s board', () => {
  it('shows the first steps: the shop answers the owner with their access too (role owner)', async () => {
    const asked = boardOf('owner', (path) =>
      path.startsWith('/api/stats')
        ? json(stats(0))
        : path === '/api/store/personalization'
          ? json({ data: null })
          : path === '/api/store/domain'
            ? json({ data: { domain: null } })
            : undefined,
    )
    expect(await screen.findByText('Vos prochaines étapes')).toBeInTheDocument()
    expect(screen.getByText('0 sur 4 faites')).toBeInTheDocument()
    expect(asked).toContain('/api/store/personalization')
  })
})
