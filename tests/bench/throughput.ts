import autocannon from 'autocannon';
import type { BenchCall } from './calls.ts';
import { BROWSER_ACCEPT_ENCODING } from './harness.ts';

// Throughput (issue 23, items 3 and 4): autocannon at 10 and 50 connections on GET by id, a search and
// the dashboard, next to GET Setting/AppCodes (no database: the process's own limit), each measured
// right after the other on the same server, for 1 and for 2 API processes (PPMS_WORKERS).

export interface Throughput {
  name: string;
  processes: number;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /**
   * Connection errors and time-outs (no answer within autocannon's 10 s): what the load did, judged by a
   * budget. An answer other than 2xx is a wrong call, not a slow one: it stops the bench.
   */
  failures: number;
  /** Of the failures, those that got no answer within autocannon's 10 s. */
  timeouts: number;
  /** requestsPerSecond / Setting/AppCodes's at the same processes and connections. */
  ofAppCodes: number;
}

export const APP_CODES = 'GET Setting/AppCodes';

export async function throughputs(
  calls: BenchCall[],
  options: {
    base: string;
    tokens: Map<string, string>;
    processes: number;
    connections: number[];
    seconds: number;
    log: (line: string) => void;
  },
): Promise<Throughput[]> {
  const results: Throughput[] = [];
  for (const connections of options.connections) {
    const row: Throughput[] = [];
    for (const call of calls) {
      const run = await autocannon({
        url: `${options.base}/api/v1/${call.path}`,
        method: call.method,
        connections,
        duration: options.seconds,
        // A second first, not counted: connections open, the process's code warm.
        warmup: { connections, duration: 1 },
        headers: {
          authorization: `Bearer ${options.tokens.get(call.as)}`,
          'accept-encoding': BROWSER_ACCEPT_ENCODING,
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
      const result: Throughput = {
        name: call.name,
        processes: options.processes,
        connections,
        requestsPerSecond: Math.round(run.requests.average),
        p50Ms: run.latency.p50,
        p99Ms: run.latency.p99,
        // autocannon counts a time-out among the errors too.
        failures: run.errors,
        timeouts: run.timeouts,
        ofAppCodes: 0,
      };
      if (run.non2xx)
        throw new Error(`${call.name} at ${connections} connections: ${run.non2xx} answers not 2xx`);
      row.push(result);
    }
    const appCodes = row.find((r) => r.name === APP_CODES)?.requestsPerSecond ?? Number.NaN;
    for (const result of row) {
      result.ofAppCodes = Number((result.requestsPerSecond / appCodes).toFixed(2));
      options.log(
        `${options.processes} process(es), ${String(connections).padStart(2)} connections: ${result.name.padEnd(34)} ${String(result.requestsPerSecond).padStart(6)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  ${result.ofAppCodes} x AppCodes${result.failures ? `  ${result.failures} failed (${result.timeouts} time-outs)` : ''}`,
      );
    }
    results.push(...row);
  }
  return results;
}
