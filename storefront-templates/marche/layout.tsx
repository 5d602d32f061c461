import { formatPhone } from '#worker/schemas/phone.ts'
import { t } from '../fr'
import { shopNameOf, whatsappLink } from '../links'
import { ShopBar } from '../shared/chrome'
import { Document } from '../shared/document'
import type { LayoutProps } from '../types'
import { marcheCss } from './styles'

/** A black strip with the shop's WhatsApp above the shop-coloured bar, like a stall's sign. */
export function Layout({ ctx, seo, cartCount, children }: LayoutProps) {
  const { shop } = ctx
  const greeting = whatsappLink(shop.phone, `Bonjour ${shopNameOf(shop)}, `)
  const header = (
    <>
      <div className="strip">
        <a href={greeting} rel="noopener noreferrer">
          {t.whatsappStrip(formatPhone(shop.phone))}
        </a>
      </div>
      <ShopBar ctx={ctx} path={seo.path} cartCount={cartCount} />
    </>
  )
  return (
    <Document ctx={ctx} seo={seo} css={marcheCss(shop.color)} header={header}>
      {children}
    </Document>
  )
}
