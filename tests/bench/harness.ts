import { performance } from 'node:perf_hooks';

export interface Benchmark {
  name: string;
  /** Milliseconds the 95th percentile of one run must stay under. */
  p95TargetMs: number;
  runs: number;
  run: (i: number) => Promise<unknown>;
}

export interface Result {
  name: string;
  runs: number;
  meanMs: number;
  p95Ms: number;
  targetMs: number;
  ok: boolean;
}

/** Runs each benchmark after a short warm-up and reports mean and 95th percentile against its target. */
export async function measure(benchmark: Benchmark): Promise<Result> {
  for (let i = 0; i < Math.min(5, benchmark.runs); i++) await benchmark.run(i);
  const times: number[] = [];
  for (let i = 0; i < benchmark.runs; i++) {
    const start = performance.now();
    await benchmark.run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))];
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return {
    name: benchmark.name,
    runs: benchmark.runs,
    meanMs: Number(mean.toFixed(2)),
    p95Ms: Number(p95.toFixed(2)),
    targetMs: benchmark.p95TargetMs,
    ok: p95 < benchmark.p95TargetMs,
  };
}

export function report(results: Result[], memory: { rssMb: number; targetMb: number }): boolean {
  console.table(results.map((r) => ({ ...r, ok: r.ok ? 'yes' : 'NO' })));
  const memoryOk = memory.rssMb < memory.targetMb;
  console.log(
    `resident memory ${memory.rssMb} MB (target < ${memory.targetMb} MB): ${memoryOk ? 'ok' : 'MISSED'}`,
  );
  return results.every((r) => r.ok) && memoryOk;
}
