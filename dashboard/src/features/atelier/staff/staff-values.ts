import { DEFAULT_COUNTRY, dialCodeOf, splitPhone } from '#dashboard/lib/countries.ts'
import { payloadResolver } from '#dashboard/lib/forms.ts'
import { type Staff, StaffInput } from '#worker/schemas/atelier/staff.ts'
import { toDecimalString } from '#worker/schemas/money.ts'

/** The staff form: a country picker beside the national number, the salary as typed. */
export type StaffFormValues = Record<
  | 'firstName'
  | 'lastName'
  | 'country'
  | 'phone'
  | 'email'
  | 'address'
  | 'role'
  | 'salary'
  | 'hiredOn'
  | 'photoId',
  string
>

export const EMPTY_STAFF: StaffFormValues = {
  firstName: '',
  lastName: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  email: '',
  address: '',
  role: '',
  salary: '',
  hiredOn: '',
  photoId: '',
}

export const staffResolver = payloadResolver<StaffFormValues, StaffInput>(
  StaffInput,
  ({ country, ...v }) => ({ ...v, phoneCountryCode: dialCodeOf(country) }),
)

/** API issue paths → form fields. */
export const STAFF_SERVER_FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  phoneCountryCode: 'country',
  phone: 'phone',
  email: 'email',
  address: 'address',
  role: 'role',
  salary: 'salary',
  hiredOn: 'hiredOn',
  photoId: 'photoId',
} as const

export function toFormValues(s: Staff, currency: string): StaffFormValues {
  return {
    firstName: s.firstName,
    lastName: s.lastName,
    ...splitPhone(s.phone),
    email: s.email ?? '',
    address: s.address ?? '',
    role: s.role,
    salary: toDecimalString(s.salary, currency),
    hiredOn: s.hiredOn ?? '',
    photoId: s.photoId ?? '',
  }
}

/** An invitation past its date no longer opens anything: the owner sends a new one. */
export const invitationExpired = (
  invitation: NonNullable<Staff['invitation']>,
  now: Date = new Date(),
) => new Date(invitation.expiresAt).getTime() <= now.getTime()

/** The invited identifier in the Email / WhatsApp tabs' terms (phones are digits only). */
export const invitedIdentifierType = (identifier: string) =>
  identifier.includes('@') ? ('email' as const) : ('phone' as const)
