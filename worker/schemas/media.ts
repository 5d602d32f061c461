/** A stored picture (ADR 006): uploaded once, served from R2 through /media. */
export type Media = {
  id: string
  url: string
  contentType: string
  width: number
  height: number
  bytes: number
}
