import { options, type VNode } from 'preact'

/*
 * The dashboard runs on Preact's compat layer (ADR 065). Its components take `ref` as a prop,
 * as React 19 allows (the form fields hand react-hook-form's ref to their <input> this way);
 * Preact 10 keeps a component's ref for itself unless the component is wrapped in forwardRef.
 * This hands it down as a prop to every function component, as compat's forwardRef does, so
 * the fields reach their inputs (without it, every submit says « Le champ est vide »).
 */
const previous = options.vnode
options.vnode = (vnode: VNode) => {
  const type: unknown = vnode.type
  const isClass = (t: { prototype?: { render?: unknown } }) => Boolean(t.prototype?.render)
  if (vnode.ref && typeof type === 'function' && !isClass(type)) {
    ;(vnode.props as { ref?: unknown }).ref = vnode.ref
    vnode.ref = null
  }
  previous?.(vnode)
}
