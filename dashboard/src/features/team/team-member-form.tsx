import { type UseFormReturn, useForm } from 'react-hook-form'
import { FormActions } from '#dashboard/components/form-actions.tsx'
import {
  IdentifierField,
  type IdentifierValues,
  identifierOf,
} from '#dashboard/components/identifier-field.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { DEFAULT_COUNTRY } from '#dashboard/lib/countries.ts'
import { applyServerErrors, payloadResolver, sameNames } from '#dashboard/lib/forms.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { SHOP_ROLE_LABELS, SHOP_ROLES, type ShopRole } from '#worker/schemas/shop-access.ts'
import { TeamMemberInput } from '#worker/schemas/team.ts'
import { teamWords, teamPageWords as w } from './fr.ts'
import { useAddMember } from './queries.ts'

type Values = IdentifierValues & { firstName: string; lastName: string; shopRole: ShopRole }

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  shopRole: 'seller',
  identifierType: 'email',
  emailOrPhone: '',
  country: DEFAULT_COUNTRY,
}

const resolver = payloadResolver<Values, TeamMemberInput>(TeamMemberInput, (v) => ({
  firstName: v.firstName,
  lastName: v.lastName,
  shopRole: v.shopRole,
  identifierType: v.identifierType,
  emailOrPhone: identifierOf(v),
}))

const FIELDS = sameNames<Values>('firstName', 'lastName', 'shopRole', 'emailOrPhone')

/** "Ajouter un membre": a name, a role, and where the invitation goes (Email / WhatsApp). */
export function TeamMemberForm() {
  const add = useAddMember()
  const form = useForm<Values, unknown, TeamMemberInput>({ resolver, defaultValues: EMPTY })
  const errors = form.formState.errors
  const submit = form.handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input)
      toast.success(w.added)
      form.reset(EMPTY)
    } catch (err) {
      applyServerErrors(form, err, FIELDS)
    }
  })
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="team-first-name" label={w.firstName} error={errors.firstName?.message}>
          <Input
            {...controlProps('team-first-name', errors.firstName?.message)}
            autoComplete="off"
            {...form.register('firstName')}
          />
        </FormField>
        <FormField id="team-last-name" label={w.lastName} error={errors.lastName?.message}>
          <Input
            {...controlProps('team-last-name', errors.lastName?.message)}
            autoComplete="off"
            {...form.register('lastName')}
          />
        </FormField>
      </div>
      <FormField id="team-role" label={w.role} hint={teamWords.shopRoleHint}>
        <NativeSelect
          {...controlProps('team-role', undefined, true)}
          {...form.register('shopRole')}
        >
          {SHOP_ROLES.map((r) => (
            <option key={r} value={r}>
              {SHOP_ROLE_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <IdentifierField form={form as unknown as UseFormReturn<IdentifierValues>} />
      <FormActions submitLabel={w.add} submitting={form.formState.isSubmitting} />
    </form>
  )
}
