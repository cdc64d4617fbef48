import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type CpuProfile, callersOf, placeOf, summary } from '../../bench/profile.ts';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

/** A request handler in a package that writes to a socket, and the process idle between. */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 3] },
    { id: 2, callFrame: frame('handle', 'file:///app/node_modules/fastify/lib/route.js', 9), children: [4] },
    { id: 3, callFrame: frame('(idle)') },
    { id: 4, callFrame: frame('writev') },
  ],
  samples: [4, 4, 3, 2],
  timeDeltas: [1_000, 1_000, 2_000, 500],
};

describe('CPU profile summary', () => {
  it('sums self time by package and by function', () => {
    const { totalMs, byPlace, byFunction } = summary(profile);
    expect(totalMs).toBe(4.5);
    expect(byPlace.map(({ name, ms }) => [name, ms])).toEqual([
      ['(native)', 4],
      ['fastify', 0.5],
    ]);
    expect(byFunction.map(({ name, ms }) => [name, ms])).toEqual([
      ['writev (native):1', 2],
      ['(idle) (native):1', 2],
      ['handle fastify:10', 0.5],
    ]);
  });

  it('leaves out the samples before --skip-ms', () => {
    const { totalMs, byFunction } = summary(profile, { skipMs: 1.5 });
    expect(totalMs).toBe(3.5);
    expect(byFunction.find(({ name }) => name.startsWith('writev'))?.ms).toBe(1);
  });

  it("names a function's callers, innermost first, with its share of all the time sampled", () => {
    const [chain, ...others] = callersOf(profile, 'writev');
    expect(others).toEqual([]);
    expect(chain.name).toBe('handle fastify:10 < (root) (native):1');
    expect(chain.ms).toBe(2);
    expect(chain.percent).toBeCloseTo(44.44, 2);
  });

  it("places a frame in its package, this repository's file or Node's module", () => {
    expect(placeOf('file:///x/node_modules/@fastify/compress/index.js')).toBe('@fastify/compress');
    expect(placeOf('node:events')).toBe('node:events');
    expect(placeOf('')).toBe('(native)');
    expect(placeOf(pathToFileURL(path.resolve('server/app.ts')).href)).toBe('server/app.ts');
  });
});
