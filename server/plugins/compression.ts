import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers over 1 KB go out compressed, brotli or gzip as the browser accepts. Brotli at quality 5:
 * nearly its best ratio on JSON for a fraction of the time of its maximum (files of the app are
 * compressed at the maximum once, at build: plugins/spa.ts).
 */
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
