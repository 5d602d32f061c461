/** The person's own profile (names, photo) and password change, shown on settings/profiles. */
export { PasswordCard } from './password-card.tsx'
export { PersonalProfileCard } from './personal-profile-card.tsx'
