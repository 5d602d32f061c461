import { useQuery } from '@tanstack/react-query'
import { TicketPercent } from 'lucide-react'
import { Controller, useForm } from 'react-hook-form'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { PlanNotice, usePausedByPlan } from '#dashboard/components/plan-notice.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { SettingSwitch } from '#dashboard/features/atelier/settings/setting-switch.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { applyServerErrors, sameNames } from '#dashboard/lib/forms.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import type { PromoCode, PromoCodeInput } from '#worker/schemas/promo-codes.ts'
import { frPromo as t } from './fr.ts'
import { EMPTY_PROMO, type PromoFormValues, promoResolver } from './promo-values.ts'
import { promoCodesQuery, useAddPromo, useRemovePromo } from './queries.ts'

const PROMO_FIELDS = sameNames<PromoFormValues>(
  'code',
  'kind',
  'value',
  'minOrder',
  'startsOn',
  'endsOn',
  'maxUses',
  'maxUsesPerPhone',
  'freeDelivery',
  'active',
)

const discountOf = (p: PromoCode, currency: string) =>
  p.kind === 'percent' ? `${p.value} %` : formatMoney(p.value, currency)

/** Each code with its uses, the sales it brought and the discount it cost. */
export function PromoList({ items, currency }: { items: PromoCode[]; currency: string }) {
  const remove = useRemovePromo()
  if (items.length === 0) return <p className="mb-4 text-sm text-muted-foreground">{t.empty}</p>
  return (
    <div className="mb-6 overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-muted-foreground">
          <tr>
            <th className="py-2">{t.code}</th>
            <th>{t.value}</th>
            <th className="text-right">{t.uses}</th>
            <th className="text-right">{t.revenue}</th>
            <th className="text-right">{t.discountGiven}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.id} className="border-t">
              <td className="py-2 font-medium">
                {p.code}
                {p.active ? '' : ` (${t.off})`}
              </td>
              <td>
                {discountOf(p, currency)}
                {p.freeDelivery ? ` · ${t.freeDelivery}` : ''}
              </td>
              <td className="text-right tabular-nums">
                {p.uses}
                {p.maxUses === null ? '' : ` / ${p.maxUses}`}
              </td>
              <td className="text-right tabular-nums">{formatMoney(p.revenue, currency)}</td>
              <td className="text-right tabular-nums">{formatMoney(p.discountGiven, currency)}</td>
              <td className="text-right">
                <Button
                  type="button"
                  variant="ghost"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(p.id, {
                      onSuccess: () => toast.success(t.removed),
                      onError: (error) => toast.error(errorMessage(error)),
                    })
                  }
                >
                  {t.remove}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function TextField({
  form,
  name,
  label,
  hint,
  type = 'text',
}: {
  form: ReturnType<typeof useForm<PromoFormValues, unknown, PromoCodeInput>>
  name: Exclude<keyof PromoFormValues, 'freeDelivery' | 'active' | 'kind'>
  label: string
  hint?: string
  type?: string
}) {
  const error = form.formState.errors[name]?.message
  const id = `promo-${name}`
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Input
        type={type}
        {...controlProps(id, error, false)}
        autoComplete="off"
        {...form.register(name)}
      />
    </FormField>
  )
}

export function PromoForm() {
  const add = useAddPromo()
  const form = useForm<PromoFormValues, unknown, PromoCodeInput>({
    resolver: promoResolver,
    defaultValues: EMPTY_PROMO,
  })
  const submit = form.handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input)
      form.reset(EMPTY_PROMO)
      toast.success(t.added)
    } catch (error) {
      applyServerErrors(form, error, PROMO_FIELDS)
    }
  })
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:max-w-lg">
      <TextField form={form} name="code" label={t.code} hint={t.codeHint} />
      <FormField id="promo-kind" label={t.kind}>
        <select
          id="promo-kind"
          className="h-9 rounded-md border bg-background px-2"
          {...form.register('kind')}
        >
          <option value="percent">{t.percent}</option>
          <option value="amount">{t.amount}</option>
        </select>
      </FormField>
      <TextField form={form} name="value" label={t.value} hint={t.valueHint} />
      <TextField form={form} name="minOrder" label={t.minOrder} hint={t.minOrderHint} />
      <TextField form={form} name="startsOn" label={t.startsOn} type="date" />
      <TextField form={form} name="endsOn" label={t.endsOn} type="date" />
      <TextField form={form} name="maxUses" label={t.maxUses} hint={t.unlimitedHint} />
      <TextField
        form={form}
        name="maxUsesPerPhone"
        label={t.maxUsesPerPhone}
        hint={t.unlimitedHint}
      />
      {(['freeDelivery', 'active'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <SettingSwitch
              id={`promo-${name}`}
              label={t[name]}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      ))}
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t.add}
        </Button>
      </div>
    </form>
  )
}

function PromoView() {
  const list = useQuery(promoCodesQuery())
  // A plan without codes keeps them listed, but none applies at checkout (issue 26).
  const pausedPlan = usePausedByPlan((l) => l.maxPromoCodes === 0)
  if (list.isPending) return <Spinner />
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />
  return (
    <SectionCard icon={TicketPercent} title={t.listTitle} description={t.subtitle} region>
      {pausedPlan && <PlanNotice message={t.pausedByPlan(pausedPlan)} upgrade={t.upgrade} />}
      <PromoList items={list.data.items} currency={list.data.currency} />
      <PromoForm />
    </SectionCard>
  )
}

/** Marketing › Codes promo (issue 26). */
export function PromoCodesPage() {
  return (
    <>
      <PageHeader title={t.title} description={t.subtitle} />
      <StoreRequired>
        <PromoView />
      </StoreRequired>
    </>
  )
}
