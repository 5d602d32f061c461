import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { msg } from '../schemas/messages'
import { listStorefrontGallery } from '../services/atelier/gallery'
import { type Shop, shopCtx } from './shop'

type C = Context<AppEnv>

/**
 * GET /<slug>/galerie (`/galerie` on the shop's domain): the atelier's photos, only while the
 * atelier is on, the merchant shows its gallery and it holds an image; otherwise the theme's
 * 404. Cached like the home page: every gallery change bumps the store version.
 */
export async function galleryPage(c: C, { store, theme, ctx, html }: Shop) {
  // The shop's lookup already said whether there is a gallery on show: no query for nothing.
  const images = ctx.showGallery ? await listStorefrontGallery(shopCtx(c), store) : []
  if (images.length === 0) throw new ApiError('NOT_FOUND', msg.pageNotFound)
  const { GalleryPage } = theme
  return html(<GalleryPage ctx={ctx} data={{ images }} />)
}
