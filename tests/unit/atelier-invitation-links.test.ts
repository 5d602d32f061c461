import { describe, expect, it } from 'vitest'
import { newId, newSecretToken } from '#worker/lib/ids.ts'
import {
  invitationLinkToken,
  readInvitationLinkToken,
  SECRET_LENGTH,
} from '#worker/services/atelier/invitation-links.ts'

describe('a staff invitation link', () => {
  it('names its shop before its secret, both read back whole', () => {
    const storeId = newId('sto')
    const secret = newSecretToken()
    expect(secret).toHaveLength(SECRET_LENGTH)
    const token = invitationLinkToken(storeId, secret)
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(readInvitationLinkToken(token)).toEqual({ storeId, secret })
  })

  it('reads a link sent before the shops left the directory as a secret without a shop', () => {
    const secret = newSecretToken()
    expect(readInvitationLinkToken(secret)).toEqual({ storeId: null, secret })
  })
})
