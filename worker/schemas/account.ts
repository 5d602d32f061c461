import * as z from 'zod/mini'
import { requiredText } from './fields'
import { msg } from './messages'

export const accountMsg = {
  wrongPassword: 'Mot de passe actuel incorrect',
  photoType: 'La photo doit être au format JPG ou PNG',
  passwordChanged: 'Mot de passe modifié. Vos autres sessions ont été fermées.',
} as const

/** New password (change and reset): a lower-case letter, an upper-case letter, 8 characters. */
export const newPassword = z.string({ error: msg.required }).check(
  z.minLength(1, msg.required),
  z.maxLength(200, msg.tooLong(200)),
  z.refine((v) => v.length >= 8 && /\p{Ll}/u.test(v) && /\p{Lu}/u.test(v), msg.passwordWeak),
)

const confirmation = z
  .string({ error: msg.required })
  .check(z.minLength(1, msg.required), z.maxLength(200))

/** The confirmation equals the new password (the issue lands on `confirmPass`). */
export function confirmMatches(
  v: { password: string; confirmPass: string },
  ctx: z.core.$RefinementCtx,
) {
  if (v.password !== v.confirmPass)
    ctx.addIssue({ code: 'custom', path: ['confirmPass'], message: msg.passwordsDiffer })
}

/** The shared new-password pair; the reset-password flow adds its own fields beside it. */
export const NewPasswordInput = z
  .object({ password: newPassword, confirmPass: confirmation })
  .check(z.superRefine(confirmMatches))
export type NewPasswordInput = z.infer<typeof NewPasswordInput>

export const PasswordChangeInput = z
  .object({
    currentPassword: z
      .string({ error: msg.required })
      .check(z.minLength(1, msg.required), z.maxLength(200)),
    password: newPassword,
    confirmPass: confirmation,
  })
  .check(z.superRefine(confirmMatches))
export type PasswordChangeInput = z.infer<typeof PasswordChangeInput>

export const ProfileInput = z.object({
  firstName: requiredText(80),
  lastName: requiredText(80),
})
export type ProfileInput = z.infer<typeof ProfileInput>
