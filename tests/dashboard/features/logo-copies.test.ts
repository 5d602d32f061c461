import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sendMissingLogoCopies } from '#dashboard/features/settings/logo-copies.ts'
import { json, stubFetch } from '../api-stub.ts'
import { stubPhotoCanvas } from '../canvas-stub.ts'

/**
 * ADR 058's older logos: the owner's dashboard draws the copies from the logo itself and sends
 * them once (POST /api/store/logo/copies), naming the logo they were drawn from.
 */
const LOGO = '/media/s/sto_1/med_logo.jpg'

let posted: FormData[] = []
let drawn: number[] = []

beforeEach(() => {
  sessionStorage.clear()
  posted = []
  stubFetch(async (req, path) => {
    if (req.method === 'GET' && path === LOGO)
      return new Response(new Uint8Array([0xff, 0xd8, 0xff]), {
        headers: { 'content-type': 'image/jpeg' },
      })
    if (req.method === 'POST' && path === '/api/store/logo/copies') {
      posted.push(await req.formData())
      return json({ id: 'sto_1', logoUrl: LOGO, logoNeedsCopies: false })
    }
    return undefined
  })
  // A 4000 × 3000 phone photo, drawn on canvases that record the widths asked.
  drawn = stubPhotoCanvas()
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('sendMissingLogoCopies', () => {
  it('draws the 1280, 640 and 320 px copies from the logo and sends them with the logo’s URL', async () => {
    await sendMissingLogoCopies(LOGO)
    expect(drawn).toEqual([1280, 640, 320])
    expect(posted).toHaveLength(1)
    const form = posted[0]!
    expect(form.get('logoUrl')).toBe(LOGO)
    expect([...form.keys()].sort()).toEqual(['logoUrl', 'w1280', 'w320', 'w640'])
  })

  it('tries once per logo in a browser session: a copy the server drops is not sent again and again', async () => {
    await sendMissingLogoCopies(LOGO)
    await sendMissingLogoCopies(LOGO)
    expect(posted).toHaveLength(1)
  })

  it('settles quietly, sending nothing, when the browser refuses session storage', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    await expect(sendMissingLogoCopies(LOGO)).resolves.toBeUndefined()
    expect(posted).toEqual([])
  })

  it('sends nothing when the browser cannot draw the logo (the pages keep the original)', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('no decoder')))
    await sendMissingLogoCopies(LOGO)
    expect(posted).toEqual([])
  })
})
