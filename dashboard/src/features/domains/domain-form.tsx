import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { applyServerErrors, sameNames } from '#dashboard/lib/forms.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { DomainInput } from '#worker/schemas/domains.ts'
import { frDomains as t } from './fr.ts'
import { useAddDomain } from './queries.ts'

export function DomainForm() {
  const id = useId()
  const add = useAddDomain()
  const form = useForm<DomainInput>({
    resolver: zodResolver(DomainInput),
    defaultValues: { hostname: '' },
  })
  const error = form.formState.errors.hostname?.message
  const submit = form.handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input)
      toast.success(t.added)
    } catch (err) {
      applyServerErrors(form, err, sameNames<DomainInput>('hostname'))
    }
  })
  return (
    <SectionCard title={t.formTitle} description={t.formText}>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:max-w-lg">
        <FormField id={`${id}-hostname`} label={t.hostname} error={error} hint={t.hostnameHint}>
          <Input
            {...controlProps(`${id}-hostname`, error, true)}
            placeholder="boutique.votre-site.com"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="url"
            {...form.register('hostname')}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t.add}
          </Button>
        </div>
      </form>
    </SectionCard>
  )
}
