import { useCallback, useState } from 'react'

const key = (storeId: string) => `boutiko:shop-link-shared:${storeId}`

function readShared(storeId: string) {
  try {
    return localStorage.getItem(key(storeId)) === '1'
  } catch {
    return false
  }
}

/**
 * Whether the merchant has shared the shop's address from this device (copied it, sent it on
 * WhatsApp or opened its QR code): the server cannot know, so the browser remembers it.
 */
export function useLinkShared(storeId: string) {
  const [shared, setShared] = useState(() => readShared(storeId))
  const markShared = useCallback(() => {
    try {
      localStorage.setItem(key(storeId), '1')
    } catch {
      // Private mode may refuse storage: the step is ticked for this page only.
    }
    setShared(true)
  }, [storeId])
  return [shared, markShared] as const
}
