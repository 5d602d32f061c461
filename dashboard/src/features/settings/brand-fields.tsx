import { useQuery } from '@tanstack/react-query'
import { Check } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { cn } from '#dashboard/lib/utils.ts'
import { NAMED_COLORS } from '#worker/schemas/colors.ts'
import { THEME_LABELS, THEME_NAMES } from '#worker/schemas/personalization.ts'
import { frSettings } from './fr.ts'
import type { PersonalizationForm } from './personalization-values.ts'
import { subscriptionQuery } from './queries.ts'
import { errorOf, Section, TextField } from './section-fields.tsx'

const t = frSettings.personalization
type Form = PersonalizationForm

const NETWORKS = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['whatsapp', 'WhatsApp'],
  ['youtube', 'YouTube'],
  ['tiktok', 'TikTok'],
] as const

export function SocialFields({ form }: { form: Form }) {
  return (
    <Section legend={t.social} hint={t.socialHint}>
      <div className="grid gap-4 sm:grid-cols-2">
        {NETWORKS.map(([key, label]) => (
          <TextField
            key={key}
            form={form}
            name={`socialMedia.${key}`}
            label={label}
            // Text, not url: "@maboutique" and "+226 …" are what people type (socialLink).
            type="text"
            inputMode={key === 'whatsapp' ? 'tel' : 'url'}
            autoCapitalize="none"
            placeholder={t.socialPlaceholders[key]}
          />
        ))}
      </div>
    </Section>
  )
}

/** Named swatches are radio buttons (keyboard: arrows); any other hex goes in "Code couleur". */
export function ColorFields({ form }: { form: Form }) {
  const id = useId()
  const color = form.watch('color')?.toLowerCase() ?? ''
  const error = errorOf(form, 'color')
  return (
    <Section legend={t.color}>
      <div className="flex flex-wrap gap-2">
        {NAMED_COLORS.map((c) => (
          // The transparent radio lies over its swatch: it takes the clicks and the focus.
          <div key={c.hex} className="relative size-8">
            <input
              type="radio"
              id={`${id}-${c.hex}`}
              name={`${id}-swatch`}
              value={c.hex}
              className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
              checked={color === c.hex}
              onChange={() =>
                form.setValue('color', c.hex, { shouldDirty: true, shouldValidate: true })
              }
            />
            <label
              htmlFor={`${id}-${c.hex}`}
              title={c.name}
              className={cn(
                'flex size-8 items-center justify-center rounded-full border shadow-xs',
                'peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50',
                'peer-checked:ring-2 peer-checked:ring-foreground peer-checked:ring-offset-2 peer-checked:ring-offset-background',
              )}
              style={{ backgroundColor: c.hex }}
            >
              <span className="sr-only">{c.name}</span>
              {color === c.hex && (
                <Check className="size-4 mix-blend-difference" color="#fff" aria-hidden="true" />
              )}
            </label>
          </div>
        ))}
      </div>
      <FormField id={`${id}-hex`} label={t.colorCode} error={error}>
        <div className="flex items-center gap-2">
          <span
            className="size-9 shrink-0 rounded-md border"
            style={{ backgroundColor: /^#[0-9a-f]{6}$/.test(color) ? color : 'transparent' }}
            aria-hidden="true"
          />
          <Input
            className="max-w-40 font-mono"
            placeholder="#0f766e"
            spellCheck={false}
            {...controlProps(`${id}-hex`, error)}
            {...form.register('color')}
          />
        </div>
      </FormField>
    </Section>
  )
}

export function ThemeAndPixelFields({ form }: { form: Form }) {
  const id = useId()
  const pixelError = errorOf(form, 'facebookPixelId')
  // The plan in force decides (issue 26): without the pixel, the id is kept but not used.
  const sub = useQuery(subscriptionQuery())
  const noPixel = sub.data ? !sub.data.limits.facebookPixel : false
  const hint = noPixel && sub.data ? t.pixelNotIncluded(sub.data.limitsPlanName) : t.pixelHint
  return (
    <Section legend={t.themeAndPixel}>
      <FormField id={`${id}-theme`} label={t.theme} error={errorOf(form, 'theme')}>
        <NativeSelect {...controlProps(`${id}-theme`)} {...form.register('theme')}>
          {THEME_NAMES.map((name) => (
            <option key={name} value={name}>
              {THEME_LABELS[name]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={`${id}-pixel`} label={t.pixel} error={pixelError} hint={hint}>
        <Input
          inputMode="numeric"
          autoComplete="off"
          {...controlProps(`${id}-pixel`, pixelError, true)}
          {...form.register('facebookPixelId')}
        />
      </FormField>
      {noPixel && (
        <Link className="text-sm font-medium underline" to="/user/settings/settings">
          {t.pixelUpgrade}
        </Link>
      )}
    </Section>
  )
}
