import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { type Path, useForm } from 'react-hook-form'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { ApiClientError, errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { PAYMENT_ROW_METHOD_LABEL, type PaymentRowMethod } from '#worker/schemas/payment-words.ts'
import type {
  PlatformPaymentSettings,
  PlatformPaymentSettingsInput,
} from '#worker/schemas/platform-settings.ts'
import { ChannelRows } from './channel-rows.tsx'
import {
  type ChannelFormValues,
  channelsResolver,
  formPathOf,
  toChannelValues,
} from './channel-values.ts'
import { settingsWords as w } from './fr.ts'
import { platformPaymentSettingsQuery, useSavePlatformPaymentSettings } from './queries.ts'

function ChannelsForm({ settings }: { settings: PlatformPaymentSettings }) {
  const id = useId()
  const save = useSavePlatformPaymentSettings()
  const form = useForm<ChannelFormValues, unknown, PlatformPaymentSettingsInput>({
    resolver: channelsResolver,
    defaultValues: { channels: settings.channels.map(toChannelValues) },
  })
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input)
      form.reset({ channels: saved.channels.map(toChannelValues) })
      toast.success(w.saved)
    } catch (error) {
      const issues = error instanceof ApiClientError ? error.issues : []
      for (const issue of issues)
        form.setError(formPathOf(issue.path) as Path<ChannelFormValues>, {
          type: 'server',
          message: issue.message,
        })
      if (issues.length === 0) toast.error(errorMessage(error))
    }
  })
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <ChannelRows id={id} form={form} />
      <Button type="submit" className="w-fit" disabled={form.formState.isSubmitting}>
        {w.save}
      </Button>
    </form>
  )
}

/** /admin/settings/payments: where merchants pay the platform for their plan. */
export function PaymentSettingsPage() {
  const settings = useQuery(platformPaymentSettingsQuery())
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader title={w.title} description={w.subtitle} />
      {settings.isPending ? (
        <Spinner />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <SectionCard title={w.channelsTitle} description={w.channelsHint}>
            <ChannelsForm settings={settings.data} />
          </SectionCard>
          <SectionCard title={w.onlineTitle}>
            <p className="text-sm">
              {settings.data.online
                ? w.onlineOn(
                    PAYMENT_ROW_METHOD_LABEL[settings.data.online.provider as PaymentRowMethod] ??
                      settings.data.online.provider,
                    settings.data.online.mode,
                  )
                : w.onlineOff}
            </p>
          </SectionCard>
        </>
      )}
    </div>
  )
}
