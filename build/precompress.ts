import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

// Brotli and gzip copies of every text file of the build, written next to it (app.js.br, app.js.gz):
// the server sends the best one the browser accepts (@fastify/static's preCompressed), compressed once
// at the highest levels instead of on every request. Source maps are left to on-the-fly compression:
// only developer tools ask for them.

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

export async function precompressFile(file: string): Promise<void> {
  const data = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that saves nothing is left out: the file itself is served instead.
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
}

export function precompress(): Plugin {
  return {
    name: 'ppms:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => TEXT.test(name));
      await Promise.all(files.map((name) => precompressFile(path.join(dir, name))));
    },
  };
}
