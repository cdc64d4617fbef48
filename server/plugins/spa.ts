import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built browser app. Any GET outside /api that is not a file answers index.html, so every
 * route of the app loads when typed into the address bar. Unknown API paths answer JSON 404.
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
        maxAge: '1h',
        immutable: false,
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.raw.url ?? '';
      if (request.method !== 'GET' || url.toLowerCase().startsWith('/api/')) {
        return reply.status(404).send({ message: 'There is no such call.' });
      }
      if (!hasApp)
        return reply.status(404).send({ message: 'The browser app is not built: run `npm run build`.' });
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    });
  },
  { name: 'spa' },
);
