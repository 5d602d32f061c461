/** A script's CSP source, `sha256-<base64>`, as browsers hash the text between its tags. */
export async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
  )
  return `sha256-${btoa(String.fromCharCode(...digest))}`
}
