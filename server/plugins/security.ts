import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of every answer. Scripts come only from this origin (the built app has no
 * inline script). Styles allow 'unsafe-inline': MUI's emotion writes <style> elements at run time, and
 * a nonce would need index.html rendered per request instead of served as a cached, precompressed
 * file; injected CSS can restyle a page but not run code, and script-src stays strict.
 */
export function contentSecurityPolicy(https: boolean) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // data: for MUI's and the API page's inline images; blob: for documents opened from memory.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // blob: for the workers the spreadsheet export compresses a large report in (fflate makes them from
    // its own code in memory); a worker can come from nowhere else.
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * A stored document opened in its own tab: nothing in it may run or load anything, and no page may
 * frame it; 'self' objects let the browser's own PDF viewer show it.
 */
export const DOCUMENT_CSP =
  "default-src 'none'; object-src 'self'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * Security headers on every answer (helmet): the CSP above, nosniff, no framing, no referrer, HSTS
 * when the public address is https. CORS stays closed (browsers refuse cross-origin reads) unless
 * PPMS_CORS_ORIGINS names the origins allowed to call the API.
 */
export default fp(
  async function security(app: FastifyInstance) {
    const https = app.config.publicUrl?.startsWith('https:') ?? false;
    // helmet's middleware, made once: @fastify/helmet made it anew on every request (parsing the
    // policy each time), 4% of a search's processor time under load. A route's own header, set later
    // on the reply (a document's CSP), still wins: Node gives writeHead's headers precedence.
    const securityHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
    if (app.config.corsOrigins.length) {
      await app.register(cors, {
        origin: app.config.corsOrigins,
        methods: ['GET', 'POST', 'PUT', 'DELETE'],
        allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'PPMS-Read-After'],
        exposedHeaders: ['Retry-After', 'PPMS-Read-From', 'PPMS-Max-Lag-Ms', 'PPMS-Written-Lsn'],
        maxAge: 600,
      });
    }
  },
  { name: 'security', dependencies: ['services'] },
);
