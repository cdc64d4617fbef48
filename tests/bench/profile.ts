// Where a process's time went, from a V8 CPU profile (`node --cpu-prof --cpu-prof-dir=DIR server/main.ts`,
// stopped with SIGINT once loaded): self time by package and by function, and who called a function.
//   node tests/bench/profile.ts FILE [--skip-ms N] [--top N] [--callers NAME] [--depth N]
// --skip-ms leaves out the first N ms (the start: modules compiled, routes built) to read the steady state.
// The profiler samples the main thread's wall time: a sample inside a socket write also counts the time the
// process was descheduled there, as when the write wakes PostgreSQL on the same cores (CONTRIBUTING.md).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  /** Microseconds since the previous sample. */
  timeDeltas: number[];
}

/** This repository's folder, which a frame's file is named from. */
const ROOT = `${path.resolve(fileURLToPath(import.meta.url), '../../..')}/`;

/** A frame's place: its package (node_modules), its file in this repository, or Node's module. */
export function placeOf(url: string): string {
  const inPackage = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  return url.replace(/^file:\/\//, '').replace(ROOT, '') || '(native)';
}

const labelOf = ({ functionName, url, lineNumber }: CallFrame) =>
  `${functionName || '(anonymous)'} ${placeOf(url)}:${lineNumber + 1}`;

/** Microseconds of self time per node, samples from `skipMs` on. */
function selfTimes(profile: CpuProfile, skipMs: number): Map<number, number> {
  const self = new Map<number, number>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at >= skipMs * 1_000) self.set(id, (self.get(id) ?? 0) + delta);
  });
  return self;
}

export interface Share {
  name: string;
  ms: number;
  /** Of the total sampled, idle included. */
  percent: number;
}

const shares = (times: Map<string, number>, total: number, top: number): Share[] =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => ({ name, ms: us / 1_000, percent: (100 * us) / total }));

/** Self time summed by package or file, and by function, the largest first. */
export function summary(profile: CpuProfile, options: { skipMs?: number; top?: number } = {}) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfTimes(profile, options.skipMs ?? 0)) {
    const frame = nodes.get(id)!.callFrame;
    total += us;
    const place = placeOf(frame.url);
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
    const label = labelOf(frame);
    byFunction.set(label, (byFunction.get(label) ?? 0) + us);
  }
  const top = options.top ?? 30;
  return {
    totalMs: total / 1_000,
    byPlace: shares(byPlace, total, top),
    byFunction: shares(byFunction, total, top),
  };
}

/** The call chains (innermost caller first, `depth` frames) under which `name` spent its self time. */
export function callersOf(
  profile: CpuProfile,
  name: string,
  options: { skipMs?: number; depth?: number; top?: number } = {},
): Share[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const chains = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfTimes(profile, options.skipMs ?? 0)) {
    total += us;
    if (nodes.get(id)!.callFrame.functionName !== name) continue;
    const chain: string[] = [];
    for (
      let at = parents.get(id);
      at !== undefined && chain.length < (options.depth ?? 8);
      at = parents.get(at)
    ) {
      chain.push(labelOf(nodes.get(at)!.callFrame));
    }
    const key = chain.join(' < ');
    chains.set(key, (chains.get(key) ?? 0) + us);
  }
  return shares(chains, total, options.top ?? 8);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, ...rest] = process.argv.slice(2);
  if (!file)
    throw new Error(
      'usage: node tests/bench/profile.ts FILE [--skip-ms N] [--top N] [--callers NAME] [--depth N]',
    );
  const option = (name: string) => {
    const at = rest.indexOf(name);
    return at >= 0 ? rest[at + 1] : undefined;
  };
  const number = (name: string) => (option(name) === undefined ? undefined : Number(option(name)));
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const options = { skipMs: number('--skip-ms'), top: number('--top'), depth: number('--depth') };
  const line = (share: Share) =>
    `${share.percent.toFixed(1).padStart(5)}% ${share.ms.toFixed(0).padStart(7)} ms  ${share.name}`;
  const callers = option('--callers');
  if (callers) {
    for (const share of callersOf(profile, callers, options)) console.log(line(share));
  } else {
    const { totalMs, byPlace, byFunction } = summary(profile, options);
    console.log(`${totalMs.toFixed(0)} ms sampled\n== by package or file`);
    for (const share of byPlace) console.log(line(share));
    console.log('== by function');
    for (const share of byFunction) console.log(line(share));
  }
}
