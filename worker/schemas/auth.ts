import * as z from 'zod/mini'
import { confirmMatches, newPassword } from './account'
import { email, fullPhone, phone, requiredText } from './fields'
import { msg } from './messages'

/** The words of sign-up confirmation, attempt limits and password reset. */
export const authMsg = {
  signupAccepted: 'Vérifiez vos messages : nous vous avons écrit pour confirmer votre adresse.',
  /** A sign-up on the WhatsApp tab confirms a number, not an address (issue 27). */
  signupAcceptedPhone: 'Vérifiez WhatsApp : nous vous avons écrit pour confirmer votre numéro.',
  verified: 'Votre compte est confirmé',
  alreadyVerified: 'Votre adresse est déjà confirmée',
  /** A confirmation link opened again once the account is confirmed (issue 15). */
  accountAlreadyVerified: 'Votre compte est déjà confirmé',
  verificationSent: 'Message envoyé : vérifiez vos e-mails ou WhatsApp.',
  invalidLink: 'Lien invalide ou expiré',
  tooManyAttempts: (minutes: number) =>
    `Trop de tentatives, réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}`,
  accountLocked:
    'Trop d’échecs de connexion pour cet identifiant : il est verrouillé. Pour le débloquer, choisissez « Mot de passe oublié » et saisissez le code reçu.',
  resetSent: 'Si un compte correspond, un code vient de vous être envoyé.',
  otpLength: 'Le code contient 6 chiffres',
  codeWrong: 'Code incorrect',
  codeExpired: 'Code expiré, demandez-en un nouveau',
  passwordReset: 'Mot de passe réinitialisé. Connectez-vous avec le nouveau.',
} as const

export const Role = z.enum(['user', 'admin', 'staff'])
export type Role = z.infer<typeof Role>

/** The Email / WhatsApp tabs: which kind of identifier `emailOrPhone` holds. */
export const IdentifierType = z.enum(['email', 'phone'])
export type IdentifierType = z.infer<typeof IdentifierType>

/**
 * A new identifier (sign-up, invitation) must fit its country's numbering plan; signing in or
 * resetting keeps the loose rule, so that an account made before that check still gets in.
 */
export const identifierFor = (
  type: IdentifierType | undefined,
  value: string,
  ctx: z.core.$RefinementCtx,
  isNew = false,
) => {
  const check = (type === 'phone' ? (isNew ? fullPhone : phone) : email).safeParse(value)
  if (!check.success) {
    ctx.addIssue({
      code: 'custom',
      path: ['emailOrPhone'],
      message: check.error.issues[0]?.message ?? msg.required,
    })
  }
}

export const SignupInput = z
  .object({
    firstName: requiredText(80),
    lastName: requiredText(80),
    identifierType: IdentifierType,
    emailOrPhone: z
      .string({ error: msg.required })
      .check(z.trim(), z.minLength(1, msg.required), z.maxLength(190)),
    password: z
      .string({ error: msg.required })
      .check(z.minLength(6, msg.passwordTooShort), z.maxLength(200)),
    confirmPass: z.string({ error: msg.required }).check(z.minLength(1, msg.required)),
    termCondition: z.literal(true, { error: msg.acceptTerms }),
    gender: z.optional(z.enum(['female', 'male'])),
    referralCode: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  })
  .check(
    z.superRefine((v, ctx) => {
      identifierFor(v.identifierType, v.emailOrPhone, ctx, true)
      if (v.password !== v.confirmPass) {
        ctx.addIssue({ code: 'custom', path: ['confirmPass'], message: msg.passwordsDiffer })
      }
    }),
  )
export type SignupInput = z.infer<typeof SignupInput>

export const SigninInput = z
  .object({
    identifierType: z.optional(IdentifierType),
    emailOrPhone: z
      .string({ error: msg.required })
      .check(z.trim(), z.minLength(1, msg.required), z.maxLength(190)),
    password: z
      .string({ error: msg.required })
      .check(z.minLength(1, msg.required), z.maxLength(200)),
    remember: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.identifierType) identifierFor(v.identifierType, v.emailOrPhone, ctx)
    }),
  )
export type SigninInput = z.infer<typeof SigninInput>

/** The link of a verification message: `/auth/verify/<token>`. */
export const VerifyInput = z.object({
  token: z
    .string({ error: authMsg.invalidLink })
    .check(z.trim(), z.minLength(1, authMsg.invalidLink), z.maxLength(200)),
})
export type VerifyInput = z.infer<typeof VerifyInput>

export const ForgotInput = z
  .object({
    identifierType: z.optional(IdentifierType),
    emailOrPhone: z
      .string({ error: msg.required })
      .check(z.trim(), z.minLength(1, msg.required), z.maxLength(190)),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.identifierType) identifierFor(v.identifierType, v.emailOrPhone, ctx)
    }),
  )
export type ForgotInput = z.infer<typeof ForgotInput>

/** The code is exactly 6 characters; the new password follows the change-password rule. */
export const ResetInput = z
  .object({
    token: z
      .string({ error: authMsg.invalidLink })
      .check(z.trim(), z.minLength(1, authMsg.invalidLink), z.maxLength(200)),
    otp: z
      .string({ error: msg.required })
      .check(
        z.trim(),
        z.minLength(1, { error: msg.required, abort: true }),
        z.regex(/^\d{6}$/, authMsg.otpLength),
      ),
    password: newPassword,
    confirmPass: z
      .string({ error: msg.required })
      .check(z.minLength(1, msg.required), z.maxLength(200)),
  })
  .check(z.superRefine(confirmMatches))
export type ResetInput = z.infer<typeof ResetInput>

/** Answer of sign-up, verification, reset: a sentence to show, nothing else. */
export type AuthMessage = { message: string }
/** Answer of "forgot": the same for every identifier; the code itself travels only by message. */
/** Answer of /api/verify: `alreadyVerified` when the account was confirmed before this link. */
export type VerifyResult = AuthMessage & { alreadyVerified?: true }
export type ForgotResult = AuthMessage & { resetToken: string }

/** The refresh token travels in the body for API clients, in an httpOnly cookie for the dashboard. */
export const RefreshInput = z.object({
  refresh_token: z.optional(z.string().check(z.maxLength(200))),
})
export type RefreshInput = z.infer<typeof RefreshInput>

export type Me = {
  id: string
  firstName: string
  lastName: string
  email: string | null
  phone: string | null
  role: Role
  profileImage: string | null
  storeId: string | null
  /** The e-mail or WhatsApp number was confirmed by a link (/auth/verify). */
  verified: boolean
}

/** Body of sign-in, sign-up and refresh: `token`, `refresh_token` and `role` are the public API's names. */
export type AuthResult = {
  token: string
  role: Role
  expiresIn: number
  user: Me
  refresh_token?: string
}
