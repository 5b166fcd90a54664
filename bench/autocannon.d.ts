// The part of autocannon's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | undefined;
  }
  interface Options {
    url: string | string[];
    connections?: number;
    duration?: number;
    /** requests per second across all connections (open-ish loop at a fixed rate) */
    overallRate?: number;
    timeout?: number;
    requests?: Array<
      RequestParams & { setupRequest?: (request: RequestParams, context: object) => RequestParams }
    >;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Result {
    duration: number;
    latency: Histogram;
    requests: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
