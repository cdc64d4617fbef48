import { describe, expect, it } from 'vitest';
import { sharedReads } from '../../../server/domain/reuse.ts';

// The dashboard's stamps are read once for every load that asked while a read was under way
// (reuse.ts sharedReads), never from a read that started before the load asked: what committed before
// a load must count, as when each load read them itself.

/** A read whose runs are numbered as they start, each ended by hand, and that read shared. */
function manualRead() {
  const runs: { value: number; end: (failed?: boolean) => void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      const value = runs.length + 1;
      runs.push({ value, end: (failed) => (failed ? reject(new Error(`run ${value}`)) : resolve(value)) });
    });
  return { runs, shared: sharedReads(read) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sharedReads', () => {
  it('starts a run when none is under way', async () => {
    const { runs, shared } = manualRead();
    const answer = shared();
    expect(runs).toHaveLength(1);
    runs[0].end();
    expect(await answer).toBe(1);
  });

  it('gives the calls made during a run the next run, one for them all, started once it ends', async () => {
    const { runs, shared } = manualRead();
    const first = shared();
    const during = [shared(), shared(), shared()];
    await settle();
    expect(runs).toHaveLength(1);
    runs[0].end();
    expect(await first).toBe(1);
    await settle();
    expect(runs).toHaveLength(2);
    runs[1].end();
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
    // Nothing under way: the next call starts its own run; a call during it waits for a new one.
    const later = shared();
    expect(runs).toHaveLength(3);
    const duringLater = shared();
    runs[2].end();
    expect(await later).toBe(3);
    await settle();
    runs[3].end();
    expect(await duringLater).toBe(4);
  });

  it("fails a run's callers with it, and still runs the next for those waiting", async () => {
    const { runs, shared } = manualRead();
    const first = shared();
    const waiting = shared();
    runs[0].end(true);
    await expect(first).rejects.toThrow('run 1');
    await settle();
    runs[1].end();
    expect(await waiting).toBe(2);
  });
});
