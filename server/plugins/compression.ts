import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this size an API answer goes out as it is: compressing it would save less than a packet. */
export const COMPRESSED_FROM = 1024;

/** zstd at level 1 (zlib's own default is 3: a few per cent smaller, a third slower). */
const ZSTD = { params: { [zlib.constants.ZSTD_c_compressionLevel]: 1 } };

/** gzip's level up to this size; above it, level 1 (see below). */
const GZIP = { level: 6 };
const GZIP_FAST_FROM = 64 * 1024;
const GZIP_FAST = { level: 1 };

/**
 * API answers over 1 KB go out compressed: zstd where the browser takes it (Chrome, Edge and Firefox
 * do), else gzip, else brotli.
 * - zstd at level 1 compresses as well as gzip at 6 (within 5%, smaller on most answers), four to seven
 *   times faster: a year's Stock Reconciliation at scale 1 (1.4 MB of JSON) in 2.2 ms for 127 KB where
 *   gzip took 15.6 ms for 136 KB, and Daily Loading Analysis (2.2 MB) in 1.7 ms where gzip took 9.4.
 * - gzip before brotli: most answers are a few KB, where brotli's set-up dominates: at quality 5 it
 *   took 180 us for an order's 1.6 KB (540 bytes) and gzip 27 us (600 bytes).
 * - Every answer held in memory is compressed in one call and goes out with its length (files and other
 *   streams still stream). By default the plugin streams answers over 8 KB on 2 cores through a zlib
 *   stream, to keep the event loop free; but the answer is already one string, made on the event loop
 *   in more time than zstd takes. At scale 1, calls alternated, from serializing to sent: the year's
 *   Stock Balance Summary (24 KB) 0.77 ms streamed, 0.49 ms in one call; Product Movement (448 KB)
 *   3.4 and 2.6 ms (p95 12.6 and 2.9); Stock Reconciliation (1.4 MB) 9.7 and 7.2 ms.
 * - So that no answer holds the event loop much longer than serializing it did, gzip (for a browser
 *   without zstd) runs at level 1 above 64 KB: the year's Stock Reconciliation in 4.4 ms for 155 KB,
 *   where level 6 took 15.0 to 15.6 ms (two measurements, the one above among them; zstd 2.2 to 2.9 ms;
 *   serializing it about 4 ms). Brotli is only chosen by a client that takes neither zstd nor gzip.
 * Files of the app are compressed with brotli at its maximum once, at build (plugins/spa.ts). The
 * dashboard's answers, served again as the same bytes, are compressed once per answer (answer-once.ts).
 */
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, {
      global: true,
      threshold: COMPRESSED_FROM,
      syncThreshold: Number.MAX_SAFE_INTEGER,
      encodings: ['zstd', 'gzip', 'br'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
      zlibOptions: GZIP,
      // The plugin gives zstd the gzip options: its level is set here instead.
      zlib: {
        createZstdCompress: () => zlib.createZstdCompress(ZSTD),
        zstdCompressSync: (payload: zlib.InputType) => zlib.zstdCompressSync(payload, ZSTD),
        gzipSync: (payload: Buffer) =>
          zlib.gzipSync(payload, payload.length > GZIP_FAST_FROM ? GZIP_FAST : GZIP),
      },
    });
  },
  { name: 'compression' },
);
