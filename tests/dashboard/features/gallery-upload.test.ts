import { beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The gallery's upload goes by XHR (for its progress bar), outside the api client's fetch: it
 * must carry and keep the database bookmark all the same (ADR 037). XMLHttpRequest is the
 * boundary replaced here, like fetch in api-client.test.ts.
 */
type Client = typeof import('#dashboard/lib/api-client.ts')
type Upload = typeof import('#dashboard/features/atelier/settings/gallery-upload.ts')
let client: Client
let upload: Upload

const B1 = `00000010-00000001-00000001-${'a'.repeat(32)}`
const B2 = `00000011-00000001-00000001-${'b'.repeat(32)}`
const S1 = `00000003-00000001-00000001-${'c'.repeat(32)}`

/** Each request's headers; every answer is a 201 carrying `answerBookmark`. */
let sent: Record<string, string>[] = []
let answerBookmark: string | null = null

class ServerXhr {
  status = 0
  responseText = ''
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  #headers: Record<string, string> = {}
  open() {}
  setRequestHeader(name: string, value: string) {
    this.#headers[name.toLowerCase()] = value
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'x-d1-bookmark' ? answerBookmark : null
  }
  send() {
    sent.push(this.#headers)
    setTimeout(() => {
      this.status = 201
      this.responseText = JSON.stringify({ items: [] })
      this.onload?.()
    })
  }
}

beforeEach(async () => {
  localStorage.clear()
  sent = []
  vi.stubGlobal('XMLHttpRequest', ServerXhr)
  vi.resetModules()
  client = await import('#dashboard/lib/api-client.ts')
  upload = await import('#dashboard/features/atelier/settings/gallery-upload.ts')
})

const picture = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], 'robe.jpg', { type: 'image/jpeg' })

describe('a gallery upload', () => {
  it('sends the last bookmarks, and keeps the newer ones its answer brings for the next call', async () => {
    client.rememberBookmarks(`DB=${B1}`)
    answerBookmark = `DB=${B2},SHOP_DB_2=${S1}`
    await upload.uploadGallery([picture()], {
      signal: new AbortController().signal,
      onProgress: () => {},
    })
    expect(sent[0]?.['x-d1-bookmark']).toBe(`DB=${B1}`)
    expect(client.lastBookmarks()).toBe(`DB=${B2},SHOP_DB_2=${S1}`)
  })
})
