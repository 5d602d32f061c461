/**
 * The upload's XHR on a slow network (fetch cannot tell how much has gone, issue 27): it sends,
 * answers or stops when the test says so. Stub it with
 * `vi.stubGlobal('XMLHttpRequest', SlowUpload)` and empty `SlowUpload.sent` before each test.
 */
export class SlowUpload {
  /** Every upload sent since the test emptied the list, in order. */
  static sent: SlowUpload[] = []
  static get last(): SlowUpload | undefined {
    return SlowUpload.sent.at(-1)
  }
  status = 0
  responseText = ''
  url = ''
  aborted = false
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader() {}
  getResponseHeader() {
    return null
  }
  send() {
    SlowUpload.sent.push(this)
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total })
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}
