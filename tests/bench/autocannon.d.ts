// The part of autocannon's API the bench uses (the package ships no types of its own).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Options {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    warmup?: { connections?: number; duration?: number };
    headers?: Record<string, string>;
    body?: string;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
