import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { say } from '../i18n/index.ts';

/** Built files under /assets/ carry a hash of their content in their name: they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is checked with the server before each use. */
export const REVALIDATE = 'no-cache';

const isAsset = (filePath: string) => filePath.split(path.sep).includes('assets');

/**
 * Helmet's headers that only a document reads (its policy, framing, opener, the old browsers' switches):
 * on a script, a style sheet or a source map they do nothing, and at about 450 bytes they cost each
 * asset more than some of the smaller chunks weigh. An asset keeps nosniff, the resource policy and the
 * referrer policy. (A Web Worker's script takes its CSP from its own answer: none is built today; one
 * added under /assets/ would need the policy back.)
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * The address of a file rather than of a page: anything under /assets/, or a last segment with an
 * extension (`/favicon.ico`, `/.env`). No route of the app ends so (their ids are numbers or codes,
 * tokens travel in the query), so a missing one answers 404 instead of the app page, which a browser
 * would otherwise try to run as a script or a style sheet.
 */
const isFilePath = (url: string) => {
  const pathname = url.split(/[?#]/, 1)[0].toLowerCase();
  return /^\/assets(\/|$)/.test(pathname) || /\.[a-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/')));
};

/**
 * Serves the built browser app, as a CDN would: the brotli or gzip copy the build wrote when the
 * browser accepts it, hashed assets cached for a year, index.html revalidated so a new release is seen
 * at once. Any other GET outside /api answers index.html, so every route of the app loads when typed
 * into the address bar; unknown API paths and files that are not there (isFilePath) answer JSON 404.
 */
export default fp<{ root: string | null }>(
  async function spa(app, { root }) {
    const index = root ? path.join(root, 'index.html') : null;
    const hasApp = !!index && fs.existsSync(index);
    if (hasApp) {
      await app.register(fastifyStatic, {
        root: root!,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          const asset = isAsset(filePath);
          reply.header('cache-control', asset ? IMMUTABLE : REVALIDATE);
          // Helmet wrote them on the raw answer, before this route ran.
          if (asset) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.raw.url ?? '';
      if (!['GET', 'HEAD'].includes(request.method) || url.toLowerCase().startsWith('/api/')) {
        return reply.status(404).send({ message: say('server.http.noSuchCall') });
      }
      if (isFilePath(url))
        return reply
          .status(404)
          .header('cache-control', REVALIDATE)
          .send({ message: say('server.http.noSuchFile') });
      if (!hasApp)
        return reply.status(404).send({ message: 'The browser app is not built: run `npm run build`.' });
      return reply.type('text/html').sendFile('index.html');
    });
  },
  { name: 'spa' },
);
