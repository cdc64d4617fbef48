import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Closing waits for no connection that is done with. Fastify's close waits for every connection that is
 * not idle when it starts, and Node then keeps each one open as long as it counts it in use:
 * - one a browser opened ahead of its request counts busy until its headers time out (60 s): closing
 *   ends the connections that never sent a request;
 * - one whose request was under way stays open after its answer for the keep-alive time (72 s): its
 *   answer says `Connection: close` when it has not started yet, and the connection is ended once the
 *   answer is sent otherwise.
 * Either kept a stop past main.ts's limit (it exited 1) and a test's server a minute from closing.
 * Requests under way still finish; idle keep-alive connections Fastify closes itself.
 */
export default fp(
  async function connections(app: FastifyInstance) {
    const unused = new Set<Socket>();
    const underway = new Set<ServerResponse>();
    app.server.on('connection', (socket: Socket) => {
      unused.add(socket);
      socket.once('close', () => unused.delete(socket));
    });
    app.server.on('request', (request: { socket: Socket }, response: ServerResponse) => {
      unused.delete(request.socket);
      underway.add(response);
      response.once('close', () => underway.delete(response));
    });
    app.addHook('preClose', (done) => {
      for (const socket of unused) socket.destroy();
      for (const response of underway) {
        const { socket } = response;
        if (!response.headersSent) response.shouldKeepAlive = false;
        else response.once('finish', () => socket?.end());
      }
      done();
    });
  },
  { name: 'connections' },
);
