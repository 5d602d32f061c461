import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ImageUploadField } from '#dashboard/components/image-upload-field.tsx'
import { GalleryUploadDialog } from '#dashboard/features/atelier/settings/gallery-upload-dialog.tsx'
import { LogoCard } from '#dashboard/features/settings/logo-card.tsx'
import { awaCouture } from '../fixtures.ts'
import { renderWithQueryClient } from '../render.tsx'
import { SlowUpload } from '../slow-upload.ts'

/**
 * Issue 27's loose ends on picture uploads: « Annuler » while a picture is readied stops it at
 * once (the upload never starts), and the logo card and the atelier's gallery show the same
 * bar and « Annuler » as product pictures (UploadProgress).
 */

/** The in-browser compression, held until a test lets it finish; the signal it was given. */
const compression = vi.hoisted(() => ({
  signal: undefined as AbortSignal | undefined,
  held: true,
}))
vi.mock('browser-image-compression', () => ({
  default: (file: File, options: { signal?: AbortSignal }) => {
    compression.signal = options.signal
    // A phone photo on a slow phone: it ends only when the test lets it, if ever.
    return compression.held ? new Promise<File>(() => {}) : Promise.resolve(file)
  },
}))

beforeEach(() => {
  SlowUpload.sent = []
  compression.signal = undefined
  compression.held = true
  vi.stubGlobal('XMLHttpRequest', SlowUpload)
})
afterEach(() => vi.unstubAllGlobals())

const jpeg = (name = 'photo.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0])], name, { type: 'image/jpeg' })
const gif = () =>
  new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0])], 'logo.gif', {
    type: 'image/gif',
  })

const CANCELLED = /Envoi annulé/

describe('« Annuler » during « Préparation de l’image… »', () => {
  it('cancels at once, stops the compression, and never starts the upload', async () => {
    const onError = vi.fn()
    const onUploaded = vi.fn()
    renderWithQueryClient(
      <ImageUploadField
        id="image"
        words={{ image: 'Image', imageHint: '', uploading: 'Envoi…', imagePreview: '' }}
        previewUrl={null}
        onUploaded={onUploaded}
        onError={onError}
      />,
    )
    const user = userEvent.setup()
    await user.upload(screen.getByLabelText('Image'), jpeg())
    expect(await screen.findByText("Préparation de l'image…")).toBeInTheDocument()
    await waitFor(() => expect(compression.signal).toBeDefined())
    // The compression never ends on its own here: the cancel must not wait for it.
    await user.click(screen.getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.stringMatching(CANCELLED)))
    expect(compression.signal?.aborted).toBe(true)
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByLabelText('Image')).toBeEnabled()
    // Even once the compression would have ended, nothing is sent.
    compression.held = false
    await new Promise((r) => setTimeout(r, 20))
    expect(SlowUpload.sent).toEqual([])
    expect(onUploaded).not.toHaveBeenCalled()
  })
})

const store = awaCouture()

describe('the logo card', () => {
  it('shows the upload bar with its percentage, and « Annuler » stops the upload', async () => {
    renderWithQueryClient(<LogoCard store={store} />)
    const user = userEvent.setup()
    await user.upload(screen.getByLabelText('Logo de l’entreprise'), gif())
    await waitFor(() => expect(SlowUpload.sent).toHaveLength(1))
    const xhr = SlowUpload.sent[0]!
    expect(xhr.url).toBe('/api/store/logo')
    act(() => xhr.progress(40, 100))
    const bar = await screen.findByRole('progressbar', { name: "Envoi de l'image" })
    expect(bar).toHaveAttribute('value', '0.4')
    expect(screen.getByText('40 %')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Annuler' }))
    expect(xhr.aborted).toBe(true)
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull())
    expect(screen.getByLabelText('Logo de l’entreprise')).toBeEnabled()
  })

  it('« Annuler » while the logo is compressed sends nothing', async () => {
    renderWithQueryClient(<LogoCard store={store} />)
    const user = userEvent.setup()
    await user.upload(screen.getByLabelText('Logo de l’entreprise'), jpeg('logo.jpg'))
    expect(await screen.findByText("Préparation de l'image…")).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull())
    expect(compression.signal?.aborted).toBe(true)
    expect(SlowUpload.sent).toEqual([])
  })
})

describe('the atelier gallery', () => {
  it('sends with the same bar and « Annuler », which stops it and keeps the pictures to send again', async () => {
    compression.held = false
    const onClose = vi.fn()
    renderWithQueryClient(<GalleryUploadDialog left={60} onClose={onClose} />)
    const user = userEvent.setup()
    await user.upload(await screen.findByLabelText('Images'), [jpeg('a.jpg'), jpeg('b.jpg')])
    const send = await screen.findByRole('button', { name: 'Envoyer 2 images' })
    await waitFor(() => expect(send).toBeEnabled())
    await user.click(send)
    await waitFor(() => expect(SlowUpload.sent).toHaveLength(1))
    const xhr = SlowUpload.sent[0]!
    expect(xhr.url).toBe('/api/atelier/gallery')
    act(() => xhr.progress(25, 100))
    const bar = await screen.findByRole('progressbar', { name: "Envoi de l'image" })
    expect(bar).toHaveAttribute('value', '0.25')
    expect(screen.getByText('25 %')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Annuler' }))
    expect(xhr.aborted).toBe(true)
    expect(await screen.findByText(CANCELLED)).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Envoyer 2 images' })).toBeEnabled()
  })
})
