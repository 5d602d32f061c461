export type NotificationType =
  | 'order'
  | 'subscription'
  /** A platform administrator unpublished (or republished) one of the shop's products. */
  | 'product'
  | 'register'
  | 'login'
  | 'requested'
  | 'stores'
  | 'enquiry'
  | 'contact'
  /** L'Atelier: a tailoring order due today or late. */
  | 'atelier_order'
  /** L'Atelier: a fabric's stock fell below its threshold. */
  | 'atelier_fabric'

export type Notification = {
  id: string
  type: NotificationType
  relatedId: string | null
  title: string
  body: string
  read: boolean
  createdAt: string
}

/** Where opening a notification leads, for each type. */
export type OpenedNotification = { type: NotificationType; related_id: string | null }
