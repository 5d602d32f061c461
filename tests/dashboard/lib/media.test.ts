import { describe, expect, it, vi } from 'vitest'
import { imageUploadForm } from '#dashboard/lib/image-sizes.ts'
import { stubPhotoCanvas } from '../canvas-stub.ts'

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

describe('addSizedCopies (a logo gets the copies pictures get, issue 27)', () => {
  it('adds the drawn copies beside a field other than `file`', async () => {
    const { addSizedCopies } = await import('#dashboard/lib/image-sizes.ts')
    const drawn = stubPhotoCanvas()
    const form = new FormData()
    const logo = new File(['x'], 'logo.jpg', { type: 'image/jpeg' })
    form.set('logo', logo)
    await addSizedCopies(form, logo)
    expect([...form.keys()]).toEqual(['logo', 'w320', 'w640', 'w1280'])
    expect(drawn).toEqual([1280, 640, 320])
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })
})
