/** Minimal types for the HTTP load generator used by `npm run bench`. */
declare module "autocannon" {
  type Percentiles = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    method?: string;
  };
  export type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    "5xx": number;
    latency: Percentiles;
    requests: Percentiles & { sent: number };
    throughput: Percentiles;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
