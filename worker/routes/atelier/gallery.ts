import type { AppEnv } from '../../env'
import { Hono } from '../../lib/hono'
import { readForm, validate } from '../../lib/validate'
import { asAtelier, requireAtelier } from '../../middleware/atelier'
import { GalleryCaptionInput } from '../../schemas/atelier/gallery'
import { IMAGE_WIDTHS, type ImageWidth, sizeField } from '../../schemas/image-sizes'
import {
  addGalleryImages,
  deleteGalleryImage,
  type GalleryUpload,
  listGallery,
  updateGalleryCaption,
} from '../../services/atelier/gallery'

/**
 * `settings/gallery`: every member sees it, the 'gallery' permission changes it. POST takes
 * `images` repeated (1 to 10) and, for the image at index i, its copies as `w320_i`… (ADR 006).
 */
export const galleryRoutes = new Hono<AppEnv>()
  .get('/', requireAtelier(), async (c) => c.json(await listGallery(asAtelier(c.var.ctx)), 200))
  .post('/', requireAtelier(['gallery']), async (c) => {
    const form = await readForm(c)
    return c.json(await addGalleryImages(asAtelier(c.var.ctx), uploadsOf(form)), 201)
  })
  .patch('/:id', requireAtelier(['gallery']), validate('json', GalleryCaptionInput), async (c) =>
    c.json(
      await updateGalleryCaption(asAtelier(c.var.ctx), c.req.param('id'), c.req.valid('json')),
      200,
    ),
  )
  .delete('/:id', requireAtelier(['gallery']), async (c) => {
    await deleteGalleryImage(asAtelier(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })

function uploadsOf(form: FormData): GalleryUpload[] {
  const files = (form.getAll('images') as unknown[]).filter((v): v is File => v instanceof File)
  return files.map((file, i) => {
    const copies: Partial<Record<ImageWidth, File>> = {}
    for (const w of IMAGE_WIDTHS) {
      const copy = form.get(`${sizeField(w)}_${i}`) as unknown
      if (copy instanceof File) copies[w] = copy
    }
    return { file, copies }
  })
}
