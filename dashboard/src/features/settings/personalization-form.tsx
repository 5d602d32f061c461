import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useMe } from '#dashboard/app/session/queries.ts'
import { Button } from '#dashboard/components/ui/button.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import { verifiedWhatsapp } from '#dashboard/lib/verified-whatsapp.ts'
import {
  PersonalizationDraft,
  type PersonalizationInput,
  type PersonalizationSettings,
} from '#worker/schemas/personalization.ts'
import { ColorFields, SocialFields, ThemeAndPixelFields } from './brand-fields.tsx'
import { frSettings } from './fr.ts'
import {
  applyNestedErrors,
  imageUrlsOf,
  type PersonalizationFormValues,
  personalizationResolver,
  toFormValues,
} from './personalization-values.ts'
import { PreviewPane } from './preview-pane.tsx'
import { useUpdatePersonalization } from './queries.ts'
import { AboutFields, CallToActionFields, HeroFields } from './section-fields.tsx'
import '#dashboard/lib/zod-fr.ts'

const t = frSettings.personalization
const PREVIEW_DELAY_MS = 400

const parseDraft = (values: unknown) => {
  const parsed = PersonalizationDraft.safeParse(values)
  return parsed.success ? parsed.data : null
}

/**
 * The values to preview once the merchant pauses typing. `invalid` says the current values
 * can't be previewed (a bad link or colour): the last good preview stays on screen.
 */
function useDebouncedDraft(values: PersonalizationFormValues) {
  const [draft, setDraft] = useState(() => parseDraft(values))
  const [invalid, setInvalid] = useState(false)
  const json = JSON.stringify(values)
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = parseDraft(JSON.parse(json))
      setInvalid(next === null)
      if (next) setDraft(next)
    }, PREVIEW_DELAY_MS)
    return () => clearTimeout(timer)
  }, [json])
  return { draft, invalid }
}

export function PersonalizationForm({ settings }: { settings: PersonalizationSettings }) {
  const save = useUpdatePersonalization()
  const [urls, setUrls] = useState(() => imageUrlsOf(settings))
  const form = useForm<PersonalizationFormValues, unknown, PersonalizationInput>({
    resolver: personalizationResolver,
    defaultValues: toFormValues(settings, verifiedWhatsapp(useMe())),
  })
  const values = useWatch({ control: form.control }) as PersonalizationFormValues
  const { draft, invalid } = useDebouncedDraft(values)
  const images = {
    form,
    urls,
    onUploaded: (m: { id: string; url: string }) => setUrls((u) => ({ ...u, [m.id]: m.url })),
  }

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input)
      form.reset(toFormValues(saved))
      toast.success(t.saved)
    } catch (error) {
      applyNestedErrors(form, error)
    }
  })

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-5">
        <HeroFields {...images} />
        <AboutFields {...images} />
        <CallToActionFields form={form} />
        <SocialFields form={form} />
        <ColorFields form={form} />
        <ThemeAndPixelFields form={form} />
        <div className="flex justify-end">
          <Button type="submit" className="w-full sm:w-auto" disabled={form.formState.isSubmitting}>
            {t.submit}
          </Button>
        </div>
      </form>
      <PreviewPane draft={draft} invalid={invalid} />
    </div>
  )
}
