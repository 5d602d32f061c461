import type { UseFormReturn } from 'react-hook-form'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { authWords } from '#dashboard/lib/auth-words.ts'

export type OptionalSignupValues = { gender: '' | 'female' | 'male'; referralCode: string }

/** Gender and referral code: both optional; a `?ref=` link fills the code in. */
export function SignupOptionalFields({
  id,
  form,
}: {
  id: string
  form: UseFormReturn<OptionalSignupValues>
}) {
  const { errors } = form.formState
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={`${id}-gender`} label={authWords.gender} error={errors.gender?.message}>
        <NativeSelect
          {...controlProps(`${id}-gender`, errors.gender?.message)}
          {...form.register('gender')}
        >
          <option value="">{authWords.genderUnset}</option>
          <option value="female">{authWords.genderFemale}</option>
          <option value="male">{authWords.genderMale}</option>
        </NativeSelect>
      </FormField>
      <FormField
        id={`${id}-referralCode`}
        label={authWords.referralCode}
        error={errors.referralCode?.message}
      >
        <Input
          autoCapitalize="characters"
          {...controlProps(`${id}-referralCode`, errors.referralCode?.message)}
          {...form.register('referralCode')}
        />
      </FormField>
    </div>
  )
}
