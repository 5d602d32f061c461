import { describe, expect, it, vi } from 'vitest'
import { imageUploadForm } from '#dashboard/lib/image-sizes.ts'

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
