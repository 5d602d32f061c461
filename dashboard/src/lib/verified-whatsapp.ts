import type { Me } from '#worker/schemas/auth.ts'

/**
 * The WhatsApp number the merchant signed up with and confirmed, if any: forms that ask for the
 * shop's number start from it rather than empty (issue 27). An unconfirmed number is not offered.
 */
export const verifiedWhatsapp = (me: Me | null | undefined): string | null =>
  me?.verified && me.phone ? me.phone : null
