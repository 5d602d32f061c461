import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CompressedImageField } from '#dashboard/components/compressed-image-field.tsx'
import { ImageUploadField } from '#dashboard/components/image-upload-field.tsx'
import { GalleryUploadDialog } from '#dashboard/features/atelier/settings/gallery-upload-dialog.tsx'
import { LOGO_PICTURE } from '#dashboard/features/store/logo-picture.ts'
import { MAX_IMAGE_BYTES, readyImage } from '#dashboard/lib/image-compression.ts'
import { PRODUCT_IMAGE } from '#dashboard/lib/media.ts'
import { msg } from '#worker/schemas/messages.ts'
import { renderWithQueryClient } from '../render.tsx'

const NOT_AN_IMAGE = "Ce fichier n'est pas une image JPG ou PNG"
const GIF_HEADER = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]

/** A file of `size` bytes starting with `header`, named and typed as a phone would send it. */
const fileOf = (header: number[], size: number, name: string, type: string) => {
  const bytes = new Uint8Array(size)
  bytes.set(header)
  return new File([bytes], name, { type })
}

describe('readyImage', () => {
  it('refuses a file that is not a picture, even named .jpg, with the "not an image" message', async () => {
    const pdf = fileOf([0x25, 0x50, 0x44, 0x46], 2000, 'photo.jpg', 'image/jpeg')
    await expect(readyImage(pdf, PRODUCT_IMAGE)).rejects.toThrow(NOT_AN_IMAGE)
  })

  it('names the field’s formats for a real picture of another format', async () => {
    const gif = fileOf(GIF_HEADER, 100, 'anim.gif', 'image/gif')
    await expect(readyImage(gif, LOGO_PICTURE.image)).rejects.toThrow(msg.logoType)
  })

  it('applies the 5 MB limit to what is sent (a GIF is sent as it is)', async () => {
    const big = fileOf(GIF_HEADER, MAX_IMAGE_BYTES + 1, 'anim.gif', 'image/gif')
    await expect(readyImage(big, PRODUCT_IMAGE)).rejects.toThrow(msg.imageTooBig(5))
    const fits = fileOf(GIF_HEADER, MAX_IMAGE_BYTES, 'anim.gif', 'image/gif')
    await expect(readyImage(fits, PRODUCT_IMAGE)).resolves.toBe(fits)
  })
})

// The user picks a file the browser's accept filter would hide ("Tous les fichiers").
const pickAnyFile = () => userEvent.setup({ applyAccept: false })

describe('a picture field given the wrong file', () => {
  it('product image: says it is not a JPG or PNG picture and clears the input', async () => {
    const onError = vi.fn()
    const onUploaded = vi.fn()
    renderWithQueryClient(
      <ImageUploadField
        id="image"
        words={{ image: 'Image', imageHint: '', uploading: '', imagePreview: '' }}
        previewUrl={null}
        onUploaded={onUploaded}
        onError={onError}
      />,
    )
    const input = screen.getByLabelText<HTMLInputElement>('Image')
    await pickAnyFile().upload(input, new File(['Bonjour'], 'notes.txt', { type: 'text/plain' }))
    await waitFor(() => expect(onError).toHaveBeenCalledWith(NOT_AN_IMAGE))
    expect(input.value).toBe('')
    expect(onUploaded).not.toHaveBeenCalled()
  })

  it('logo: the same message, not a compression failure, and the input is cleared', async () => {
    const onError = vi.fn()
    const onChange = vi.fn()
    renderWithQueryClient(
      <CompressedImageField
        id="logo"
        rules={LOGO_PICTURE}
        onChange={onChange}
        onError={onError}
        onBusyChange={() => {}}
      />,
    )
    const input = screen.getByLabelText<HTMLInputElement>('Logo')
    const renamed = fileOf([0x25, 0x50, 0x44, 0x46], 3000, 'logo.png', 'image/png')
    await pickAnyFile().upload(input, renamed)
    await waitFor(() => expect(onError).toHaveBeenCalledWith(NOT_AN_IMAGE))
    expect(input.value).toBe('')
    expect(onChange).toHaveBeenLastCalledWith(null)
  })

  it('a JPG-or-PNG field given a GIF names its own formats', async () => {
    const onError = vi.fn()
    renderWithQueryClient(
      <ImageUploadField
        id="photo"
        words={{ image: 'Photo', imageHint: '', uploading: '', imagePreview: '' }}
        types={['image/jpeg', 'image/png']}
        typeMessage="La photo doit être au format JPG ou PNG"
        previewUrl={null}
        onUploaded={() => {}}
        onError={onError}
      />,
    )
    const input = screen.getByLabelText<HTMLInputElement>('Photo')
    await pickAnyFile().upload(input, fileOf(GIF_HEADER, 100, 'anim.gif', 'image/gif'))
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith('La photo doit être au format JPG ou PNG'),
    )
  })
})

describe('GalleryUploadDialog', () => {
  it('names a picked file that is no picture, leaves it out and clears the input', async () => {
    renderWithQueryClient(<GalleryUploadDialog left={60} onClose={() => {}} />)
    const input = await screen.findByLabelText<HTMLInputElement>('Images')
    const pdf = fileOf([0x25, 0x50, 0x44, 0x46], 3000, 'facture.pdf', 'application/pdf')
    await pickAnyFile().upload(input, pdf)
    expect(await screen.findByText(`« facture.pdf » : ${NOT_AN_IMAGE}`)).toBeInTheDocument()
    expect(input.value).toBe('')
    expect(screen.getByRole('button', { name: 'Envoyer 1 image' })).toBeDisabled()
  })
})
