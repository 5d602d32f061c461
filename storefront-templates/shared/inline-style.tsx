/**
 * A `<style>` written as CSS. A style element's text is raw: entities are not decoded there, so
 * the renderer's escaping of a text child (`"` → `&quot;`, Preact since ADR 028) would drop
 * every rule with a quote (`content:""`, font names). Our stylesheets are constants and
 * validated colours; a `<` never belongs in them, and one that slipped in could close the
 * element, so it is refused rather than written.
 */
export function InlineStyle({ css }: { css: string }) {
  if (css.includes('<')) throw new Error('A stylesheet must not contain "<"')
  return <style dangerouslySetInnerHTML={{ __html: css }} />
}
