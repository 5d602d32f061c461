import { ShopBar } from '../shared/chrome'
import { Document } from '../shared/document'
import type { LayoutProps } from '../types'
import { classicCss } from './styles'

/** Logo on the left, the menu on the right (wrapping under it on a phone). */
export function Layout({ ctx, seo, cartCount, children }: LayoutProps) {
  const header = <ShopBar ctx={ctx} path={seo.path} cartCount={cartCount} />
  return (
    <Document ctx={ctx} seo={seo} css={classicCss(ctx.shop.color)} header={header}>
      {children}
    </Document>
  )
}
