import type { RouteObject } from 'react-router'
import { ComingSoon } from '#dashboard/components/coming-soon.tsx'
import type { AtelierHandle } from './handle.ts'

/** A route whose screen is not written yet: its title and guard are already right. */
export const placeholder = (path: string, handle: AtelierHandle): RouteObject => ({
  path,
  handle,
  element: <ComingSoon title={handle.title} />,
})
