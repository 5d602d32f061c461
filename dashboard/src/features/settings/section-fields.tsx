import { type ComponentProps, type ReactNode, useId } from 'react'
import type { Path } from 'react-hook-form'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Textarea } from '#dashboard/components/ui/textarea.tsx'
import type { Media } from '#worker/schemas/media.ts'
import { MAX_ABOUT_IMAGES, personalizationMsg } from '#worker/schemas/personalization.ts'
import { frSettings } from './fr.ts'
import { ImagePicker } from './image-picker.tsx'
import type {
  PersonalizationForm,
  PersonalizationFormValues as V,
} from './personalization-values.ts'

const t = frSettings.personalization
type Form = PersonalizationForm
type ImagesProps = { form: Form; urls: Record<string, string>; onUploaded: (m: Media) => void }

export function Section({
  legend,
  hint,
  children,
}: {
  legend: string
  hint?: string
  children: ReactNode
}) {
  return (
    <fieldset className="grid gap-4 rounded-xl border bg-card p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold">{legend}</legend>
      {hint && <p className="-mt-2 text-xs text-muted-foreground">{hint}</p>}
      {children}
    </fieldset>
  )
}

/** A field's message; a list reports its own error or the first of its items. */
export function errorOf(form: Form, name: Path<V>): string | undefined {
  const error: unknown = form.getFieldState(name, form.formState).error
  if (!error || typeof error !== 'object') return undefined
  const { message } = error as { message?: unknown }
  if (typeof message === 'string') return message
  for (const item of Object.values(error)) {
    const m = (item as { message?: unknown } | null)?.message
    if (typeof m === 'string') return m
  }
  return undefined
}

export function TextField({
  form,
  name,
  label,
  long,
  ...props
}: { form: Form; name: Path<V>; label: string; long?: boolean } & Omit<
  ComponentProps<'input'>,
  'form' | 'name'
>) {
  const id = useId()
  const error = errorOf(form, name)
  return (
    <FormField id={id} label={label} error={error}>
      {long ? (
        <Textarea rows={3} {...controlProps(id, error)} {...form.register(name)} />
      ) : (
        <Input {...props} {...controlProps(id, error)} {...form.register(name)} />
      )}
    </FormField>
  )
}

export function HeroFields({ form, urls, onUploaded }: ImagesProps) {
  const bg = form.watch('hero.backgroundId')
  return (
    <Section legend={t.hero} hint={t.sectionHint}>
      <TextField form={form} name="hero.title" label={t.titleLabel} />
      <TextField form={form} name="hero.subtitle" label={t.subtitleLabel} />
      <TextField form={form} name="hero.btntext" label={t.btntext} placeholder={t.heroBtnDefault} />
      <ImagePicker
        label={t.background}
        hint={t.imageHint}
        typeMessage={personalizationMsg.backgroundType}
        images={bg ? [{ id: bg, url: urls[bg] }] : []}
        max={1}
        error={errorOf(form, 'hero.backgroundId')}
        onAdd={(media) => {
          onUploaded(media)
          form.setValue('hero.backgroundId', media.id, { shouldDirty: true })
          form.clearErrors('hero.backgroundId')
        }}
        onRemove={() => form.setValue('hero.backgroundId', null, { shouldDirty: true })}
        onError={(message) => form.setError('hero.backgroundId', { message })}
      />
    </Section>
  )
}

export function AboutFields({ form, urls, onUploaded }: ImagesProps) {
  const ids = form.watch('about.imageIds')
  return (
    <Section legend={t.about} hint={t.sectionHint}>
      <TextField form={form} name="about.title" label={t.titleLabel} />
      <TextField form={form} name="about.description" label={t.description} long />
      <TextField form={form} name="about.btntext" label={t.btntext} />
      <ImagePicker
        label={t.images}
        hint={t.imagesHint(MAX_ABOUT_IMAGES)}
        typeMessage={personalizationMsg.aboutImageType}
        images={ids.map((id) => ({ id, url: urls[id] }))}
        max={MAX_ABOUT_IMAGES}
        error={errorOf(form, 'about.imageIds')}
        onAdd={(media) => {
          onUploaded(media)
          const next = [...form.getValues('about.imageIds'), media.id].slice(0, MAX_ABOUT_IMAGES)
          form.setValue('about.imageIds', next, { shouldDirty: true })
          form.clearErrors('about.imageIds')
        }}
        onRemove={(id) =>
          form.setValue(
            'about.imageIds',
            form.getValues('about.imageIds').filter((i) => i !== id),
            { shouldDirty: true },
          )
        }
        onError={(message) => form.setError('about.imageIds', { message })}
      />
    </Section>
  )
}

export function CallToActionFields({ form }: { form: Form }) {
  return (
    <Section legend={t.callToAction} hint={t.sectionHint}>
      <TextField form={form} name="callToAction.title" label={t.titleLabel} />
      <TextField form={form} name="callToAction.description" label={t.description} long />
      <TextField form={form} name="callToAction.btntext" label={t.btntext} />
    </Section>
  )
}
