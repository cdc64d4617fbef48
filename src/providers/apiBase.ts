/**
 * The base address of the /api/v1 client. The spec picks it from the host: local or development-prefixed
 * hosts use a development API, production-prefixed hosts a production API, anything else a local API.
 * Our server serves the API and the app from the same origin in every one of those cases, so each
 * resolves to same-origin '/api/v1'. A deployment that puts the API elsewhere sets VITE_API_URL (the
 * API's origin, e.g. https://api.example.org) at build time, and that wins for every host.
 */
export function apiBaseFor(configured: string | undefined): string {
  const origin = configured?.trim().replace(/\/+$/, '');
  return origin ? `${origin}/api/v1/` : '/api/v1/';
}

export const API_BASE = apiBaseFor(import.meta.env.VITE_API_URL as string | undefined);
