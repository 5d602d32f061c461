import { describe, expect, it, vi } from 'vitest'
import { imageUploadForm } from '#dashboard/lib/image-sizes.ts'
import { imageRefusal, MAX_IMAGE_BYTES, PRODUCT_IMAGE_TYPES } from '#dashboard/lib/media.ts'
import { msg } from '#worker/schemas/messages.ts'

describe('imageRefusal', () => {
  const file = (type: string, size: number) => new File([new Uint8Array(size)], 'photo', { type })

  it('refuses the wrong type first, then a picture over 5 MB, in French', () => {
    expect(imageRefusal(file('image/webp', 10), PRODUCT_IMAGE_TYPES, msg.imageType)).toBe(
      msg.imageType,
    )
    expect(
      imageRefusal(file('image/png', MAX_IMAGE_BYTES + 1), PRODUCT_IMAGE_TYPES, msg.imageType),
    ).toBe(msg.imageTooBig(5))
    expect(
      imageRefusal(file('image/png', MAX_IMAGE_BYTES), PRODUCT_IMAGE_TYPES, msg.imageType),
    ).toBeNull()
  })
})

describe('imageUploadForm', () => {
  it('sends a GIF alone: it may be animated, so no smaller copies are drawn', async () => {
    const gif = new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })
    const form = await imageUploadForm(gif)
    expect([...form.keys()]).toEqual(['file'])
    expect(form.get('file')).toBeInstanceOf(File)
  })

  it('still sends the original when the browser cannot draw the copies', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('no decoder')))
    const form = await imageUploadForm(new File(['x'], 'photo.jpg', { type: 'image/jpeg' }))
    expect([...form.keys()]).toEqual(['file'])
  })
})
