import { useMutation } from '@tanstack/react-query'
import { act, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { Toaster } from 'sonner'
import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { bindField, InputField } from '#dashboard/components/form-fields.tsx'
import {
  CUSTOMER_SERVER_FIELDS,
  type CustomerFormValues,
  customerResolver,
  EMPTY_CUSTOMER,
} from '#dashboard/features/customers/customer-values.ts'
import { ApiClientError } from '#dashboard/lib/api-client.ts'
import { applyServerErrors, payloadResolver, sameNames } from '#dashboard/lib/forms.ts'
import type { CustomerInput } from '#worker/schemas/customers.ts'
import { msg } from '#worker/schemas/messages.ts'
import { renderWithQueryClient } from '../render.tsx'
import { resolve } from '../resolve.ts'

/** The worker's 422 envelope for a customer whose phone is taken and whose dial code is wrong. */
const refusal = () =>
  new ApiClientError(422, {
    code: 'INVALID_INPUT',
    message: 'Requête invalide',
    issues: [
      { path: 'phone', message: 'Un client de votre boutique a déjà ce numéro' },
      { path: 'phoneCountryCode', message: msg.invalidCountryCode },
    ],
  })

/** A customer form as the app builds it: shared fields, the mutation's error put on the form. */
function CustomerForm({ fails }: { fails: () => unknown }) {
  const form = useForm<CustomerFormValues, unknown, CustomerInput>({
    defaultValues: { ...EMPTY_CUSTOMER, firstName: 'Awa', lastName: 'Sana', address: 'Ouaga' },
    resolver: customerResolver,
  })
  const save = useMutation({
    mutationFn: async () => {
      throw fails()
    },
    onError: (error) => applyServerErrors(form, error, CUSTOMER_SERVER_FIELDS),
  })
  const field = bindField(form, 'customer')
  return (
    <form onSubmit={form.handleSubmit(() => save.mutate())}>
      <InputField label="Prénom" {...field('firstName')} />
      <InputField label="Téléphone" {...field('phone')} />
      <InputField label="Pays" {...field('country')} />
      <button type="submit">Enregistrer</button>
      <Toaster />
    </form>
  )
}

async function submit(fails: () => unknown) {
  renderWithQueryClient(<CustomerForm fails={fails} />)
  await userEvent.type(screen.getByLabelText('Téléphone'), '70112233')
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
}

describe('applyServerErrors', () => {
  it("shows each 422 issue under its field, the dial code's under the country", async () => {
    await submit(refusal)
    const phone = screen.getByLabelText('Téléphone')
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('Un client de votre boutique a déjà ce numéro'),
    )
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Pays')).toHaveAccessibleDescription(msg.invalidCountryCode)
    expect(screen.getByLabelText('Prénom')).not.toHaveAttribute('aria-invalid')
  })

  it('moves the focus to the first field in error', async () => {
    await submit(refusal)
    await waitFor(() => expect(screen.getByLabelText('Téléphone')).toHaveFocus())
  })

  it('toasts the message of an error that names no field of the form', async () => {
    await submit(
      () =>
        new ApiClientError(409, {
          code: 'CONFLICT',
          message: 'Ce lien est déjà pris',
          issues: [{ path: 'slug', message: 'Ce lien est déjà pris' }],
        }),
    )
    expect(await screen.findByText('Ce lien est déjà pris')).toBeInTheDocument()
    expect(screen.getByLabelText('Téléphone')).not.toHaveAttribute('aria-invalid')
  })

  it('toasts the generic French sentence for anything that is not an API error', async () => {
    await submit(() => new TypeError('x is undefined'))
    expect(await screen.findByText(msg.unexpected)).toBeInTheDocument()
  })

  it('puts an issue on a list item (`sizes.2`) on the list field', () => {
    const { result } = renderHook(() =>
      useForm<{ sizes: string }>({ defaultValues: { sizes: '' } }),
    )
    act(() =>
      applyServerErrors(
        result.current,
        new ApiClientError(422, {
          issues: [{ path: 'sizes.2', message: '20 caractères au maximum' }],
        }),
        sameNames<{ sizes: string }>('sizes'),
      ),
    )
    expect(result.current.getFieldState('sizes').error?.message).toBe('20 caractères au maximum')
  })
})

describe('payloadResolver', () => {
  const Schema = z.object({
    name: z.string().trim().min(1, msg.required),
    tags: z.array(z.string().max(3, msg.tooLong(3))),
  })
  const resolver = payloadResolver<{ name: string; tags: string }, z.infer<typeof Schema>>(
    Schema,
    (v) => ({ name: v.name, tags: v.tags.split(',') }),
  )

  it('returns what the schema made of the payload (trimmed), not the form values', async () => {
    expect(await resolve(resolver, { name: '  Awa ', tags: 'a,b' })).toEqual({
      values: { name: 'Awa', tags: ['a', 'b'] },
      messages: {},
    })
  })

  it("speaks French for a rule without a message of its own, with no help from the app's entry", async () => {
    const counted = payloadResolver<{ count: string }, { count: number }>(
      z.object({ count: z.number() }),
      (v) => ({ count: v.count as unknown as number }),
    )
    expect((await resolve(counted, { count: 'trois' })).messages.count).toMatch(
      /^Entrée invalide : nombre attendu/,
    )
  })

  it('puts a nested issue (`tags.1`) on the field that built it, with its message', async () => {
    expect((await resolve(resolver, { name: '', tags: 'a,long' })).messages).toEqual({
      name: msg.required,
      tags: msg.tooLong(3),
    })
  })
})

describe('sameNames', () => {
  it('maps each API path to the form field of the same name', () => {
    expect(sameNames<{ a: string; b: string }>('a', 'b')).toEqual({ a: 'a', b: 'b' })
  })
})
