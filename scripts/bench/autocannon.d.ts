/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type RawRequest = { method?: string; path?: string; headers?: Record<string, string> }
  type Options = {
    url: string
    connections?: number
    duration?: number
    overallRate?: number
    headers?: Record<string, string>
    requests?: { setupRequest?: (request: RawRequest) => RawRequest }[]
  }
  type Histogram = { average: number; mean: number; p50: number; p99: number; max: number }
  type Result = {
    requests: Histogram & { total: number }
    latency: Histogram
    throughput: Histogram
    non2xx: number
    errors: number
    timeouts: number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
