import { CircleCheck, PlugZap, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FieldError, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { SettingSwitch } from '#dashboard/features/atelier/settings/setting-switch.tsx'
import { CopyField } from '#dashboard/features/domains/copy-field.tsx'
import { ApiClientError, errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { formatDateTime } from '#dashboard/lib/utils.ts'
import { PAYMENT_PROVIDER_LABEL, type PaymentAccount } from '#worker/schemas/payments.ts'
import { ConnectionTest } from './connection-test.tsx'
import { frPayments as t } from './fr.ts'
import {
  type AccountFormValues,
  accountFieldOf,
  keyPlaceholder,
  toAccountPayload,
  toAccountValues,
} from './payment-values.ts'
import { useRemoveAccount, useSaveAccount } from './queries.ts'

/** One aggregator account: mode, switch, keys (never shown, only their last 4), test, webhook. */
export function ProviderAccountCard({
  account,
  notifyUrl,
  onlineAllowed,
}: {
  account: PaymentAccount
  notifyUrl: string
  onlineAllowed: boolean
}) {
  const name = PAYMENT_PROVIDER_LABEL[account.provider]
  const id = `payments-${account.provider}`
  const save = useSaveAccount()
  const remove = useRemoveAccount()
  const [confirming, setConfirming] = useState(false)
  const form = useForm<AccountFormValues>({ defaultValues: toAccountValues(account) })
  const { errors } = form.formState

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        provider: account.provider,
        json: toAccountPayload(values),
      })
      form.reset(toAccountValues(saved))
      toast.success(t.accountSaved)
    } catch (error) {
      const issues = error instanceof ApiClientError ? error.issues : []
      const placed = issues.flatMap((issue) => {
        const field = accountFieldOf(issue.path)
        if (field) form.setError(field, { type: 'server', message: issue.message })
        return field ? [field] : []
      })
      if (placed.length === 0) toast.error(errorMessage(error))
    }
  })
  const onRemove = async () => {
    try {
      await remove.mutateAsync(account.provider)
      form.reset(toAccountValues({ ...account, enabled: false, hints: {} }))
      toast.success(t.removed)
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setConfirming(false)
    }
  }

  return (
    <SectionCard title={name} description={t.providerText[account.provider]} region>
      <form noValidate onSubmit={submit} className="grid gap-5">
        <div className="flex flex-wrap items-center gap-2">
          {account.configured ? (
            <Badge variant="success">{t.configured}</Badge>
          ) : (
            <Badge variant="outline">{t.notConfigured}</Badge>
          )}
          {account.verifiedAt && (
            <span className="flex items-center gap-1 text-xs text-muted-foreground">
              <CircleCheck className="size-3.5" aria-hidden="true" />
              {t.verifiedAt(formatDateTime(account.verifiedAt))}
            </span>
          )}
        </div>
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <div className="grid gap-2">
              <SettingSwitch
                id={`${id}-enabled`}
                label={t.enabledLabel}
                hint={onlineAllowed ? t.enabledHint : t.notXof}
                checked={field.value}
                disabled={!onlineAllowed && !field.value}
                onCheckedChange={field.onChange}
              />
              <FieldError message={errors.enabled?.message} />
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="live"
          render={({ field }) => (
            <SettingSwitch
              id={`${id}-live`}
              label={t.modeLabel}
              hint={t.modeHint}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {account.fields.map((field) => {
            const error = errors.keys?.[field]?.message
            return (
              <FormField
                key={field}
                id={`${id}-${field}`}
                label={t.fieldLabel[field] ?? field}
                hint={account.hints[field] ? t.keyHint : undefined}
                error={error}
              >
                <Input
                  type="password"
                  autoComplete="off"
                  spellCheck={false}
                  autoCapitalize="none"
                  placeholder={keyPlaceholder(account.hints[field])}
                  className="font-mono"
                  {...controlProps(`${id}-${field}`, error, Boolean(account.hints[field]))}
                  {...form.register(`keys.${field}`)}
                />
              </FormField>
            )
          })}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t.save}
          </Button>
          {account.configured && (
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
              {t.remove}
            </Button>
          )}
        </div>
      </form>
      <ConnectionTest account={account} icon={PlugZap} dirty={form.formState.isDirty} />
      {account.provider === 'fedapay' && (
        <div className="mt-6 grid gap-2 border-t pt-4">
          <p className="font-medium">{t.webhookTitle}</p>
          <p className="text-sm text-muted-foreground">{t.webhookText}</p>
          <CopyField label={t.webhookTitle} value={notifyUrl} />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.removeTitle}
        description={t.removeText(name)}
        confirmLabel={t.remove}
        pending={remove.isPending}
        onConfirm={() => void onRemove()}
      />
    </SectionCard>
  )
}
