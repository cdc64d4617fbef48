import http from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/app.ts';

// A stop with a request under way: the request finishes, and its connection is not kept open after it.
// Node keeps such a connection for the keep-alive time (72 s), so a stop ran into main.ts's limit and
// exited 1, and a browser test's server took a minute to close (server/plugins/connections.ts).

/** The app listening, with a test-only call that answers once released: nothing until then, or its headers and a first part. */
async function servedWithSlowCall(streamed: boolean) {
  let started!: () => void;
  let release!: () => void;
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slowCall = (app: FastifyInstance) =>
    app.get(
      '/api/v1/Test/Slow',
      { config: { access: 'open' }, schema: { hide: true } },
      async (_request, reply) => {
        started();
        if (!streamed) {
          await released;
          return { done: true };
        }
        const body = new PassThrough();
        body.write('first part, ');
        void released.then(() => body.end('last part'));
        return reply.type('text/plain').send(body);
      },
    );
  const t = await createTestApp({ demo: false }, slowCall);
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, url, running, release };
}

/** A request on a keep-alive connection: its answer's headers as they come, then its body and whether the server ended the connection. */
function keepAliveRequest(url: string) {
  const agent = new http.Agent({ keepAlive: true });
  let socketEnded!: Promise<void>;
  const headers = new Promise<http.IncomingMessage>((resolve, reject) => {
    const sent = http.get(url, { agent }, resolve);
    sent.on('error', reject);
    sent.on('socket', (socket) => {
      socketEnded = new Promise((ended) => socket.once('close', () => ended()));
    });
  });
  const body = headers.then(
    (answer) =>
      new Promise<string>((resolve, reject) => {
        let text = '';
        answer.on('data', (chunk: Buffer) => {
          text += chunk;
        });
        answer.on('end', () => resolve(text));
        answer.on('error', reject);
      }),
  );
  return { headers, body, ended: () => socketEnded, close: () => agent.destroy() };
}

/** Closes the app, resolving once it no longer listens (its requests under way then know it closes). */
async function startClosing(app: FastifyInstance) {
  const closed = app.close();
  while (app.server.listening) await new Promise((resolve) => setImmediate(resolve));
  return { closed };
}

/** Whether `promise` settles within `ms` (the keep-alive it must not wait out is 72 s). */
const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe('closing the app while a request is under way', () => {
  it('lets an answer not yet started finish, saying Connection: close', async () => {
    const { t, url, running, release } = await servedWithSlowCall(false);
    const request = keepAliveRequest(`${url}/api/v1/Test/Slow`);
    try {
      await running;
      const { closed } = await startClosing(t.app);
      release();
      const answer = await request.headers;
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(await request.body)).toEqual({ done: true });
      expect(await within(closed, 10_000)).toBe(true);
    } finally {
      request.close();
      await t.close();
    }
  });

  it('lets an answer already started finish, then ends its connection', async () => {
    const { t, url, running, release } = await servedWithSlowCall(true);
    const request = keepAliveRequest(`${url}/api/v1/Test/Slow`);
    try {
      await running;
      const answer = await request.headers;
      expect(answer.headers.connection).toBe('keep-alive');
      const { closed } = await startClosing(t.app);
      release();
      expect(await request.body).toBe('first part, last part');
      expect(await within(request.ended(), 10_000)).toBe(true);
      expect(await within(closed, 10_000)).toBe(true);
    } finally {
      request.close();
      await t.close();
    }
  });
});
