import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useMe } from '#dashboard/app/session/queries.ts'
import { AppDialog, DialogActions } from '#dashboard/components/app-dialog.tsx'
import { CheckList } from '#dashboard/components/check-list.tsx'
import { PhoneField } from '#dashboard/components/phone-field.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { DEFAULT_COUNTRY, dialCodeOf } from '#dashboard/lib/countries.ts'
import { applyServerErrors, payloadResolver } from '#dashboard/lib/forms.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { capabilityLines } from '#worker/schemas/plan-capabilities.ts'
import { type Plan, PlanRequestInput } from '#worker/schemas/plans.ts'
import { frSettings } from './fr.ts'
import { PlanPrice } from './plan-cards.tsx'
import { PlanPaymentOptions } from './plan-payment-options.tsx'
import { useRequestPlan } from './queries.ts'

const t = frSettings.subscription
type Values = Record<'planId' | 'fullName' | 'country' | 'phone' | 'transactionId', string>
const resolver = payloadResolver<Values, PlanRequestInput>(
  PlanRequestInput,
  ({ country, transactionId, ...v }) => ({
    ...v,
    phoneCountryCode: dialCodeOf(country),
    transactionId: transactionId || undefined,
  }),
)
// planId issues (plan withdrawn, already current) have no field here: they become a toast.
const SERVER_FIELDS = {
  fullName: 'fullName',
  phoneCountryCode: 'country',
  phone: 'phone',
  transactionId: 'transactionId',
} as const

/** Payment claim for a plan change: who paid, from which number, and the reference. */
export function PlanRequestDialog({
  plan,
  renewal = false,
  onClose,
}: {
  plan: Plan
  renewal?: boolean
  onClose: () => void
}) {
  const id = useId()
  const me = useMe()
  const request = useRequestPlan()
  const form = useForm<Values, unknown, PlanRequestInput>({
    resolver,
    defaultValues: {
      planId: plan.id,
      fullName: me ? `${me.firstName} ${me.lastName}` : '',
      country: DEFAULT_COUNTRY,
      phone: '',
      transactionId: '',
    },
  })
  const { errors } = form.formState
  const ctl = (name: keyof Values) => controlProps(`${id}-${name}`, errors[name]?.message)
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await request.mutateAsync(input)
      toast.success(t.sent)
      onClose()
    } catch (error) {
      applyServerErrors(form, error, SERVER_FIELDS)
    }
  })

  return (
    <AppDialog
      onOpenChange={(open) => !open && onClose()}
      className="max-h-[90dvh] overflow-y-auto"
      title={renewal ? t.renewTitle(plan.name) : t.dialogTitle(plan.name)}
      description={t.payHelp}
    >
      <div className="flex items-center justify-between gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
        {t.amount}
        <PlanPrice plan={plan} />
      </div>
      {/* What this plan gives, from its data: the same lines as its card and /pricing. */}
      <CheckList items={capabilityLines(plan.limits)} className="text-sm" />
      <PlanPaymentOptions planId={plan.id} />
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField id={`${id}-fullName`} label={t.fullName} error={errors.fullName?.message}>
          <Input autoComplete="name" {...ctl('fullName')} {...form.register('fullName')} />
        </FormField>
        <PhoneField id={id} form={form} dialCodeLabel={t.dialCode} phoneLabel={t.phone} />
        <FormField
          id={`${id}-transactionId`}
          label={t.transactionId}
          error={errors.transactionId?.message}
        >
          <Input autoComplete="off" {...ctl('transactionId')} {...form.register('transactionId')} />
        </FormField>
        <DialogActions onCancel={onClose}>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t.submit}
          </Button>
        </DialogActions>
      </form>
    </AppDialog>
  )
}
