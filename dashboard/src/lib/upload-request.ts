import { BOOKMARK_HEADER } from '#worker/schemas/bookmarks.ts'
import {
  ApiClientError,
  getAccessToken,
  lastBookmarks,
  refreshSession,
  rememberBookmarks,
} from './api-client.ts'
import { fr } from './fr.ts'
import { uploadWords } from './upload-fr.ts'

export type UploadOptions = {
  /** Share of the request sent so far, 0 to 1: what the bar shows. */
  onProgress?: (ratio: number) => void
  /** Aborting it stops the upload; the promise then rejects with code ABORTED. */
  signal?: AbortSignal
}

type Sent = { status: number; text: string }

/**
 * fetch() cannot report how much of a body has gone: a phone photo on a slow network took a
 * minute behind a grey "Envoi…" (issue 27). XHR reports it, and can be stopped.
 */
function send(url: string, form: FormData, token: string | null, options: UploadOptions) {
  return new Promise<Sent>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const { signal, onProgress } = options
    const abort = () => xhr.abort()
    if (signal?.aborted) return reject(aborted())
    signal?.addEventListener('abort', abort, { once: true })
    const done = () => signal?.removeEventListener('abort', abort)
    xhr.open('POST', url)
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest')
    xhr.setRequestHeader('Accept', 'application/json')
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    const bookmarks = lastBookmarks()
    if (bookmarks) xhr.setRequestHeader(BOOKMARK_HEADER, bookmarks)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total)
    }
    xhr.onload = () => {
      done()
      rememberBookmarks(xhr.getResponseHeader(BOOKMARK_HEADER))
      resolve({ status: xhr.status, text: xhr.responseText })
    }
    xhr.onerror = () => {
      done()
      reject(new ApiClientError(0, { code: 'NETWORK', message: fr.errors.network }))
    }
    xhr.onabort = () => {
      done()
      reject(aborted())
    }
    xhr.send(form)
  })
}

const aborted = () => new ApiClientError(0, { code: 'ABORTED', message: uploadWords.cancelled })

/**
 * POSTs a multipart form with progress and cancel; like the api client, a 401 refreshes the
 * session once and retries, and an error answer is thrown as an ApiClientError.
 */
export async function postUpload<T>(
  url: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  let sent = await send(url, form, getAccessToken(), options)
  if (sent.status === 401) {
    const session = await refreshSession()
    if (session) sent = await send(url, form, session.token, options)
  }
  let body: unknown = null
  try {
    body = JSON.parse(sent.text)
  } catch {
    // Not JSON (a proxy's page): the status alone says what happened.
  }
  if (sent.status >= 200 && sent.status < 300) return body as T
  const error = (body as { error?: ConstructorParameters<typeof ApiClientError>[1] } | null)?.error
  throw new ApiClientError(sent.status, error)
}
