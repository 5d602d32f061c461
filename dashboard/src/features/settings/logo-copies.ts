import { api, multipart, unwrap } from '#dashboard/lib/api-client.ts'
import { addSizedCopies } from '#dashboard/lib/image-sizes.ts'
import { logError } from '#dashboard/lib/utils.ts'

/** The logo whose copies this tab already tried: one attempt per logo and browser session. */
const TRIED = 'boutiko:logo-copies'

/**
 * The small copies of a logo uploaded before logos had them (ADR 058), drawn from the logo by
 * its owner's browser and sent, in the background, the first time the dashboard opens after.
 * A Worker cannot draw a picture, and a job redrawing 100 000 shops' logos at once would need
 * an image service and a queue: each owner's own phone does its shop's one logo, when it next
 * comes, with the code that draws every upload's copies. Until then pages show the original
 * (`/media` answers a copy's URL with it). A logo this browser cannot draw is left as it is.
 */
export async function sendMissingLogoCopies(logoUrl: string): Promise<void> {
  try {
    // Inside the try: a browser that refuses storage throws here, and the caller only `void`s us.
    if (sessionStorage.getItem(TRIED) === logoUrl) return
    sessionStorage.setItem(TRIED, logoUrl)
    const res = await fetch(logoUrl)
    if (!res.ok) return
    const type = res.headers.get('content-type') ?? ''
    const logo = new File([await res.arrayBuffer()], 'logo', { type })
    const form = new FormData()
    form.set('logoUrl', logoUrl)
    await addSizedCopies(form, logo)
    if ([...form.keys()].length === 1) return
    await unwrap(api.store.logo.copies.$post(undefined, multipart(form)))
  } catch (err) {
    logError(err)
  }
}
