import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Closing ends the connections that never sent a request. Browsers open them ahead of their requests;
 * Fastify's close waits for every connection that is not idle, and Node counts these busy until their
 * headers time out (60 s), so a stop ran into main.ts's limit and exited 1, and a test's server took a
 * minute to close. Requests under way still finish; idle keep-alive connections Fastify closes itself.
 */
export default fp(
  async function connections(app: FastifyInstance) {
    const unused = new Set<Socket>();
    app.server.on('connection', (socket: Socket) => {
      unused.add(socket);
      socket.once('close', () => unused.delete(socket));
    });
    app.server.on('request', (request: { socket: Socket }) => unused.delete(request.socket));
    app.addHook('preClose', (done) => {
      for (const socket of unused) socket.destroy();
      done();
    });
  },
  { name: 'connections' },
);
