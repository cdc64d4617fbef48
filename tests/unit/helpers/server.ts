import { setupServer } from 'msw/node';

/** One msw server for the unit project; each test adds its handlers with server.use(...). */
export const server = setupServer();

/** The address the browser client calls in jsdom (same origin, /api/v1/). */
export const api = (path: string) => `http://localhost:3000/api/v1/${path}`;
