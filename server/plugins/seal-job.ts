import fp from 'fastify-plugin';
import { runEvery } from '../domain/periodic.ts';
import { sealReconciliation } from '../domain/reports/reconciliation-seals.ts';

/** Seconds from listening to the first pass: the demo's history is sealed soon after `npm start`. */
const FIRST_SECONDS = 10;

/**
 * Stock Reconciliation's seal job, while the app listens: every PPMS_SEAL_SECONDS it seals the closed
 * months and the settled days that are not sealed, or no longer are (reconciliation-seals.ts), on the
 * primary. Several processes may run it: a span is sealed once. An app that only answers injected
 * requests (the API tests) runs none.
 */
export default fp(
  async function sealJob(app) {
    let stop = async () => {};
    app.addHook('onListen', async () => {
      stop = runEvery(
        app.config.sealSeconds,
        () => sealReconciliation(app.db),
        (error) => app.log.error({ err: error }, 'the reconciliation could not be sealed'),
        FIRST_SECONDS,
      );
    });
    app.addHook('onClose', async () => stop());
  },
  { name: 'seal-job' },
);
