import { eq } from 'drizzle-orm'
import { enquiries, stores } from '../../worker/db/schema/index.ts'
import type { StoreCtx } from '../../worker/env.ts'
import { createEnquiry } from '../../worker/services/enquiries.ts'

const MESSAGES = [
  {
    fullName: 'Mariam Zongo',
    email: 'mariam.zongo@exemple.bf',
    phone: '+226 70 21 43 65',
    message:
      'Bonjour, la robe en pagne wax existe-t-elle en taille XL ? Je voudrais la porter pour un mariage le mois prochain.',
  },
  {
    fullName: 'Abdoulaye Sanou',
    email: 'a.sanou@exemple.bf',
    phone: '+226 76 55 10 22',
    message:
      'Livrez-vous à Bobo-Dioulasso ? Si oui, quels sont les frais et le délai pour deux boubous ?',
  },
  {
    fullName: 'Aïcha Ouattara',
    email: 'aicha.ouattara@exemple.ci',
    phone: '+225 07 08 09 10 11',
    message:
      'Je tiens une boutique à Abidjan : proposez-vous un prix pour une commande de 20 pagnes tissés ?',
  },
]

/** Three shoppers' messages from the demo shop's contact page ("Messages clients"). */
export async function seedStorefront(
  ctx: StoreCtx,
  _ids: { productIds: string[]; categoryIds: string[] },
) {
  // Re-running the seed must not pile up the same messages.
  const existing = await ctx.db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(eq(enquiries.storeId, ctx.store.id))
    .limit(1)
  if (existing.length) return
  const shop = await ctx.db.select().from(stores).where(eq(stores.id, ctx.store.id)).get()
  if (!shop) return
  for (const input of MESSAGES) await createEnquiry(ctx, shop, input)
}
