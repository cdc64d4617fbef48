import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { RECORD_TYPES } from '../domain/record-types/index.ts';
import { startDigestJob } from '../domain/waiting-digests.ts';

/**
 * The 'waiting for me' mail job, while the app listens (the server, and browser tests): every
 * PPMS_DIGEST_SECONDS it sends the digests that are due. An app that only answers injected requests (the
 * API tests) runs none; they call sendDueDigests themselves.
 */
export default fp(
  async function digestJob(app) {
    let stop = async () => {};
    app.addHook('onListen', async () => {
      const { address, port } = app.server.address() as AddressInfo;
      const host = ['0.0.0.0', '::'].includes(address)
        ? 'localhost'
        : address.includes(':')
          ? `[${address}]`
          : address;
      const baseUrl = app.config.publicUrl?.replace(/\/+$/, '') ?? `http://${host}:${port}`;
      stop = startDigestJob(app.db, RECORD_TYPES, app.mailer, baseUrl, app.config.digestSeconds, (error) =>
        app.log.error({ err: error }, 'the waiting digests could not be sent'),
      );
    });
    app.addHook('onClose', async () => stop());
  },
  { name: 'digest-job' },
);
