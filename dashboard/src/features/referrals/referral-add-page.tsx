import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { applyServerErrors, sameNames } from '#dashboard/lib/forms.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { ReferralInput } from '#worker/schemas/referrals.ts'
import { t } from './fr.ts'
import { useCreateReferral } from './queries.ts'

export function ReferralAddPage() {
  const id = useId()
  const navigate = useNavigate()
  const create = useCreateReferral()
  const form = useForm<ReferralInput>({
    resolver: zodResolver(ReferralInput),
    defaultValues: { contact: '' },
  })
  const error = form.formState.errors.contact?.message

  const submit = form.handleSubmit(async (input) => {
    try {
      const { message } = await create.mutateAsync(input)
      toast.success(message)
      await navigate('/user/referred')
    } catch (err) {
      applyServerErrors(form, err, sameNames<ReferralInput>('contact'))
    }
  })

  return (
    <>
      <BackLink to="/user/referred" label={t.title} />
      <PageHeader title={t.addTitle} description={t.addText} />
      <form noValidate onSubmit={submit} className="max-w-lg">
        <Card>
          <CardContent className="grid gap-5">
            <FormField id={`${id}-contact`} label={t.contact} error={error} hint={t.contactHint}>
              <Input
                autoComplete="off"
                placeholder={t.contactPlaceholder}
                {...controlProps(`${id}-contact`, error, true)}
                {...form.register('contact')}
              />
            </FormField>
            <Button
              type="submit"
              className="w-full sm:w-fit"
              disabled={form.formState.isSubmitting}
            >
              {t.submit}
            </Button>
          </CardContent>
        </Card>
      </form>
    </>
  )
}
