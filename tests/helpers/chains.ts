import type { HttpCall } from './server-process.ts';

// The hash chains a crash or a soak must leave verifying, each checked through its verify call as an
// administrator. The crash rounds (tests/api/integrity/crash.test.ts) and the soak (tests/soak/run.ts)
// check every chain listed here.

export interface Chain {
  name: string;
  /** The call under /api/v1/ that answers { ok, ... } for the whole chain. */
  verifyPath: string;
}

export const CHAINS: Chain[] = [
  { name: 'ledger', verifyPath: 'Ledger/Verify' },
  { name: 'audit', verifyPath: 'Audit/Verify' },
];

/** Each chain's verification: ok, or what its check answered. */
export async function verifyChains(
  admin: HttpCall,
): Promise<{ name: string; ok: boolean; detail: string }[]> {
  const results = [];
  for (const chain of CHAINS) {
    const answer = await admin('GET', chain.verifyPath);
    const ok = answer.status === 200 && answer.json?.ok === true;
    results.push({
      name: chain.name,
      ok,
      detail: ok ? 'ok' : `${answer.status} ${JSON.stringify(answer.json).slice(0, 500)}`,
    });
  }
  return results;
}
