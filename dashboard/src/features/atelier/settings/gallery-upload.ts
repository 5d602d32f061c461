import type { InferResponseType } from 'hono/client'
import {
  ApiClientError,
  type api,
  getAccessToken,
  lastBookmarks,
  refreshSession,
  rememberBookmarks,
} from '#dashboard/lib/api-client.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { imageUploadForm } from '#dashboard/lib/image-sizes.ts'
import { BOOKMARK_HEADER } from '#worker/schemas/bookmarks.ts'

/** The worker refuses a gallery request over 51 MB; the multipart framing needs a little room. */
const REQUEST_BUDGET = 50.9 * 1024 * 1024

/**
 * The form of POST /api/atelier/gallery: every file as `images`, and the smaller copies of the
 * i-th as `w320_i`, `w640_i`, `w1280_i` (ADR 006), while the whole stays under the limit.
 */
async function galleryForm(files: File[]): Promise<FormData> {
  const form = new FormData()
  let total = files.reduce((sum, f) => sum + f.size, 0)
  for (const [i, file] of files.entries()) {
    form.append('images', file, file.name)
    const single = await imageUploadForm(file)
    for (const [key, value] of single.entries()) {
      if (key === 'file' || typeof value === 'string') continue
      if (total + value.size > REQUEST_BUDGET) continue
      total += value.size
      form.append(`${key}_${i}`, value, value.name)
    }
  }
  return form
}

type Sent = { status: number; text: string }
/** Sent by XHR (for its progress), typed by its route all the same. */
type Added = InferResponseType<typeof api.atelier.gallery.$post, 201>

/** fetch() cannot report upload progress: up to 50 MB on a slow network deserves a bar. */
function post(form: FormData, token: string | null, onProgress: (ratio: number) => void) {
  return new Promise<Sent>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/atelier/gallery')
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest')
    xhr.setRequestHeader('Accept', 'application/json')
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    const bookmarks = lastBookmarks()
    if (bookmarks) xhr.setRequestHeader(BOOKMARK_HEADER, bookmarks)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total)
    }
    xhr.onload = () => {
      rememberBookmarks(xhr.getResponseHeader(BOOKMARK_HEADER))
      resolve({ status: xhr.status, text: xhr.responseText })
    }
    xhr.onerror = () =>
      reject(new ApiClientError(0, { code: 'NETWORK', message: fr.errors.network }))
    xhr.send(form)
  })
}

/** Sends the picked images; like the api client, a 401 refreshes the session once and retries. */
export async function uploadGallery(
  files: File[],
  onProgress: (ratio: number) => void,
): Promise<Added> {
  const form = await galleryForm(files)
  let sent = await post(form, getAccessToken(), onProgress)
  if (sent.status === 401) {
    const session = await refreshSession()
    if (session) sent = await post(form, session.token, onProgress)
  }
  const body = (() => {
    try {
      return JSON.parse(sent.text) as unknown
    } catch {
      return null
    }
  })()
  if (sent.status >= 200 && sent.status < 300) return body as Added
  const error = (body as { error?: ConstructorParameters<typeof ApiClientError>[1] } | null)?.error
  throw new ApiClientError(sent.status, error)
}
