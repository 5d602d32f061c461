import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PromoList } from '#dashboard/features/promo-codes/promo-codes-page.tsx'
import { PromoForm } from '#dashboard/features/promo-codes/promo-form.tsx'
import { formatMoney } from '#worker/schemas/money.ts'
import type { PromoCode } from '#worker/schemas/promo-codes.ts'
import { renderWithQueryClient } from '../render.tsx'

const code: PromoCode = {
  id: 'prm_1',
  code: 'TABASKI10',
  kind: 'percent',
  value: 10,
  minOrder: null,
  startsOn: null,
  endsOn: null,
  maxUses: 50,
  maxUsesPerPhone: 1,
  categoryIds: [],
  freeDelivery: true,
  active: true,
  uses: 3,
  revenue: 27_000,
  discountGiven: 3_000,
}

// jsdom has no layout, hence no ResizeObserver: Radix's switch only measures its thumb with it.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})

/** Records what the form sends; the shop's categories answer GET /api/categories. */
function stubApi(categories: { id: string; name: string }[] = []) {
  const sent: { method: string; path: string; body: unknown }[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req =
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(String(input), 'http://boutiko.test'), init)
    const path = new URL(req.url).pathname
    if (path === '/api/categories')
      return new Response(JSON.stringify({ items: categories }), {
        headers: { 'content-type': 'application/json' },
      })
    sent.push({ method: req.method, path, body: await req.json().catch(() => null) })
    return new Response(JSON.stringify(code), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    })
  })
  return sent
}

describe('Marketing › Codes promo', () => {
  it('shows each code’s uses against its maximum, the sales it brought and the discount it cost', () => {
    renderWithQueryClient(<PromoList items={[code]} currency="XOF" />)
    expect(screen.getByText('TABASKI10')).toBeInTheDocument()
    expect(screen.getByText('3 / 50')).toBeInTheDocument()
    expect(screen.getByText(/10 % · Livraison offerte/)).toBeInTheDocument()
    const text = document.body.textContent ?? ''
    expect(text).toContain(formatMoney(27_000, 'XOF'))
    expect(text).toContain(formatMoney(3_000, 'XOF'))
  })

  it('sends the code as typed, the counts as numbers and "" for unlimited', async () => {
    const sent = stubApi()
    renderWithQueryClient(<PromoForm />)
    await userEvent.type(screen.getByLabelText('Code'), 'tabaski 10')
    await userEvent.type(screen.getByLabelText('Valeur'), '10')
    await userEvent.type(screen.getByLabelText('Utilisations au total'), '50')
    await userEvent.click(screen.getByRole('button', { name: 'Créer le code' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.path).toBe('/api/promo-codes')
    expect(sent[0]?.body).toMatchObject({
      code: 'TABASKI10',
      kind: 'percent',
      value: '10',
      maxUses: 50,
      maxUsesPerPhone: null,
      freeDelivery: false,
      active: true,
    })
  })

  it('edits a used code: its text locked, the fields filled with its values, sent by PUT with the categories ticked', async () => {
    const sent = stubApi([
      { id: 'cat_pagnes', name: 'Pagnes' },
      { id: 'cat_sacs', name: 'Sacs' },
    ])
    const done = vi.fn()
    renderWithQueryClient(<PromoForm editing={code} currency="XOF" onDone={done} />)
    const field = screen.getByLabelText('Code')
    expect(field).toHaveValue('TABASKI10')
    expect(field).toHaveAttribute('readonly')
    expect(screen.getByText(/son texte ne change plus/)).toBeInTheDocument()
    expect(screen.getByLabelText('Utilisations au total')).toHaveValue('50')
    await userEvent.click(await screen.findByLabelText('Pagnes'))
    const value = screen.getByLabelText('Valeur')
    await userEvent.clear(value)
    await userEvent.type(value, '15')
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/promo-codes/prm_1' })
    expect(sent[0]?.body).toMatchObject({
      code: 'TABASKI10',
      value: '15',
      maxUses: 50,
      maxUsesPerPhone: 1,
      categoryIds: ['cat_pagnes'],
      freeDelivery: true,
    })
    await waitFor(() => expect(done).toHaveBeenCalled())
  })

  it('lets a code no order carries be renamed, and offers « Modifier » on each code of the list', async () => {
    stubApi()
    const fresh = { ...code, uses: 0, revenue: 0, discountGiven: 0 }
    renderWithQueryClient(<PromoForm editing={fresh} currency="XOF" />)
    expect(screen.getByLabelText('Code')).not.toHaveAttribute('readonly')
    const onEdit = vi.fn()
    renderWithQueryClient(<PromoList items={[code]} currency="XOF" onEdit={onEdit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Modifier le code TABASKI10' }))
    expect(onEdit).toHaveBeenCalledWith(code)
  })
})
