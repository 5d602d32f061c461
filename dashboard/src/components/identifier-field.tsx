import { Mail, MessageCircle } from 'lucide-react'
import { useId } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { CountryCodeSelect } from '#dashboard/components/country-code-select.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#dashboard/components/ui/tabs.tsx'
import { authWords } from '#dashboard/lib/auth-words.ts'
import { internationalNumber } from '#dashboard/lib/countries.ts'
import { onlyDigits } from '#dashboard/lib/utils.ts'
import type { IdentifierType } from '#worker/schemas/auth.ts'

export type IdentifierValues = {
  identifierType: IdentifierType
  emailOrPhone: string
  country: string
}

/** What the API receives in `emailOrPhone`: the e-mail, or the full international digits. */
export const identifierOf = (v: IdentifierValues) =>
  v.identifierType === 'phone'
    ? internationalNumber(v.country, v.emailOrPhone)
    : v.emailOrPhone.trim()

/** The Email / WhatsApp tabs shared by sign-in and sign-up. */
export function IdentifierField({ form }: { form: UseFormReturn<IdentifierValues> }) {
  const id = useId()
  const type = form.watch('identifierType')
  const country = form.watch('country')
  const error = form.formState.errors.emailOrPhone?.message
  const switchTo = (next: string) => {
    form.setValue('identifierType', next as IdentifierType)
    form.setValue('emailOrPhone', '')
    form.clearErrors('emailOrPhone')
  }
  // The panels drop their tab-derived accessible name so that "Adresse e-mail" names only the input.
  return (
    <Tabs value={type} onValueChange={switchTo}>
      <TabsList>
        <TabsTrigger value="email">
          <Mail className="size-4" aria-hidden="true" />
          {authWords.tabEmail}
        </TabsTrigger>
        <TabsTrigger value="phone">
          <MessageCircle className="size-4" aria-hidden="true" />
          {authWords.tabPhone}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="email" aria-labelledby={undefined} className="mt-4">
        <FormField id={`${id}-email`} label={authWords.email} error={error}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={authWords.emailPlaceholder}
            {...controlProps(`${id}-email`, error)}
            {...form.register('emailOrPhone')}
          />
        </FormField>
      </TabsContent>
      <TabsContent value="phone" aria-labelledby={undefined} className="mt-4">
        <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] items-start gap-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-country`}>{authWords.dialCode}</Label>
            <CountryCodeSelect id={`${id}-country`} value={country} {...form.register('country')} />
          </div>
          <FormField id={`${id}-phone`} label={authWords.phone} error={error}>
            <Controller
              control={form.control}
              name="emailOrPhone"
              render={({ field }) => (
                <Input
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder="70 00 00 00"
                  {...controlProps(`${id}-phone`, error)}
                  {...field}
                  onChange={(e) => field.onChange(onlyDigits(e.target.value))}
                />
              )}
            />
          </FormField>
        </div>
      </TabsContent>
    </Tabs>
  )
}
