import { z } from 'zod'
import { email, phone, requiredText } from './fields'
import { msg } from './messages'

export const Role = z.enum(['user', 'admin'])
export type Role = z.infer<typeof Role>

/** The Email / WhatsApp tabs: which kind of identifier `emailOrPhone` holds. */
export const IdentifierType = z.enum(['email', 'phone'])
export type IdentifierType = z.infer<typeof IdentifierType>

const identifierFor = (type: IdentifierType | undefined, value: string, ctx: z.RefinementCtx) => {
  const check = (type === 'phone' ? phone : email).safeParse(value)
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
    emailOrPhone: z.string({ error: msg.required }).trim().min(1, msg.required).max(190),
    password: z.string({ error: msg.required }).min(6, msg.passwordTooShort).max(200),
    confirmPass: z.string({ error: msg.required }).min(1, msg.required),
    termCondition: z.literal(true, { error: msg.acceptTerms }),
    gender: z.enum(['female', 'male']).optional(),
    referralCode: z.string().trim().max(40).optional(),
  })
  .superRefine((v, ctx) => {
    identifierFor(v.identifierType, v.emailOrPhone, ctx)
    if (v.password !== v.confirmPass) {
      ctx.addIssue({ code: 'custom', path: ['confirmPass'], message: msg.passwordsDiffer })
    }
  })
export type SignupInput = z.infer<typeof SignupInput>

export const SigninInput = z
  .object({
    identifierType: IdentifierType.optional(),
    emailOrPhone: z.string({ error: msg.required }).trim().min(1, msg.required).max(190),
    password: z.string({ error: msg.required }).min(1, msg.required).max(200),
    remember: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.identifierType) identifierFor(v.identifierType, v.emailOrPhone, ctx)
  })
export type SigninInput = z.infer<typeof SigninInput>

/** §7: the refresh token travels in the body for API clients, in an httpOnly cookie for the dashboard. */
export const RefreshInput = z.object({ refresh_token: z.string().max(200).optional() })
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
}

/** Body of sign-in, sign-up and refresh: `token`, `refresh_token` and `role` are §7's names. */
export type AuthResult = {
  token: string
  role: Role
  expiresIn: number
  user: Me
  refresh_token?: string
}
