/** The person's own profile (names, photo) and password change, shown on settings/profiles. */
export function PersonalProfileCard() {
  return null
}

export function PasswordCard() {
  return null
}
