import type { StoreCtx } from '../../worker/env.ts'
import { uploadStoreImage } from '../../worker/services/media.ts'
import { requestPlanChange } from '../../worker/services/plans.ts'
import { updatePersonalization } from '../../worker/services/store-settings.ts'
import { productPicture } from './png.ts'

const png = (size: number, from: string, to: string, accent: string, shape: number, name: string) =>
  new File([new Uint8Array(productPicture(size, from, to, accent, shape))], name, {
    type: 'image/png',
  })

/**
 * The demo shop's storefront personalization (hero with a background picture, about with two
 * pictures, call to action, every social link) and a plan change to Premium awaiting an admin.
 */
export async function seedSettings(
  ctx: StoreCtx,
  _ids: { productIds: string[]; categoryIds: string[] },
) {
  const background = await uploadStoreImage(
    ctx,
    png(960, '#134e4a', '#0f766e', '#fcd34d', 1, 'banniere.png'),
  )
  const workshop = await uploadStoreImage(
    ctx,
    png(480, '#fde68a', '#f97316', '#7c2d12', 0, 'atelier.png'),
  )
  const fabrics = await uploadStoreImage(
    ctx,
    png(480, '#bfdbfe', '#1e3a8a', '#f59e0b', 2, 'tissus.png'),
  )
  await updatePersonalization(ctx, {
    hero: {
      backgroundId: background.id,
      title: 'Le meilleur du Faso Dan Fani',
      subtitle:
        'Pagnes tissés, wax et tenues cousues main à Ouagadougou, livrés partout au Burkina.',
      btntext: 'Voir la collection',
    },
    about: {
      imageIds: [workshop.id, fabrics.id],
      title: 'Un atelier familial depuis 2012',
      description:
        'Awa et ses trois tisserandes travaillent le coton du Burkina à Gounghin.\nChaque pièce est teinte et cousue à la main, en petites séries.',
      btntext: 'Découvrir nos créations',
    },
    callToAction: {
      title: 'Livraison offerte à Ouaga dès 25 000 F CFA',
      description: 'Commandez avant 12 h, vous êtes livré le jour même. Paiement à la livraison.',
      btntext: 'Commander maintenant',
    },
    socialMedia: {
      facebook: 'https://www.facebook.com/awastyle.bf',
      instagram: 'https://www.instagram.com/awastyle.bf',
      whatsapp: 'https://wa.me/22670123456',
      youtube: 'https://www.youtube.com/@awastyle',
      tiktok: 'https://www.tiktok.com/@awastyle.bf',
    },
    color: '#0f766e',
    theme: 'classic',
    facebookPixelId: '',
  })
  await requestPlanChange(ctx, {
    planId: 'pln_premium',
    fullName: 'Awa Sawadogo',
    phoneCountryCode: '226',
    phone: '70123456',
    transactionId: 'MP250612.1432.B98765',
  })
}
