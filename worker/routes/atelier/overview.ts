import type { AppEnv } from '../../env'
import { Hono } from '../../lib/hono'
import { asAtelier, requireAtelier } from '../../middleware/atelier'
import { getAtelierOverview } from '../../services/atelier/overview'
import { listAtelierNotifications, openAtelierNotification } from '../../services/atelier/reminders'

/** The atelier's home page: any member, each section as the caller's role allows. */
export const overviewRoutes = new Hono<AppEnv>().get('/', requireAtelier(), async (c) =>
  c.json(await getAtelierOverview(asAtelier(c.var.ctx)), 200),
)

/** Like the shop's /api/notifications: GET lists unread ones, PUT marks one read and says where it leads. */
export const atelierNotificationRoutes = new Hono<AppEnv>()
  .get('/', requireAtelier(), async (c) =>
    c.json({ data: await listAtelierNotifications(asAtelier(c.var.ctx)) }, 200),
  )
  .put('/:id', requireAtelier(), async (c) =>
    c.json({ data: await openAtelierNotification(asAtelier(c.var.ctx), c.req.param('id')) }, 200),
  )
