import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The caller's address for the audit rows a request writes (Fastify's request.ip, so PPMS_TRUST_PROXY
 * decides behind a proxy). Set once per request in app.ts, so the domain code that writes an audit row
 * (the workflow runner, the history) needs no request passed down to it.
 */
export const auditRequest = new AsyncLocalStorage<{ address: string }>();

export const currentAddress = (): string | null => auditRequest.getStore()?.address ?? null;
