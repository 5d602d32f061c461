import { ShopBar } from '../shared/chrome'
import { Document } from '../shared/document'
import type { LayoutProps } from '../types'
import { eleganceCss } from './styles'

/** A centred masthead: the name set large, the shop's line in italics, the menu beneath. */
export function Layout({ ctx, seo, cartCount, children }: LayoutProps) {
  const tagline = ctx.shop.aboutTitle
  const masthead = (
    <ShopBar ctx={ctx} path={seo.path} cartCount={cartCount}>
      {tagline ? <p className="tagline">{tagline}</p> : null}
    </ShopBar>
  )
  return (
    <Document ctx={ctx} seo={seo} css={eleganceCss(ctx.shop.color)} header={masthead}>
      {children}
    </Document>
  )
}
