import { createHmac, timingSafeEqual } from 'node:crypto';

// A document is opened in a new browser tab, which sends no Authorization header: the detail call
// hands out a short-lived signed address instead. The token names the document and its expiry and is
// signed with the server's secret; nothing is stored.

/** How long an address stays valid. */
export const LINK_SECONDS = 5 * 60;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', `${secret}:documents`).update(payload).digest('base64url');

export function documentToken(secret: string, documentId: number, now = Date.now()): string {
  const payload = `${documentId}.${Math.floor(now / 1000) + LINK_SECONDS}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The document id of a valid, unexpired token; null otherwise. */
export function readDocumentToken(secret: string, token: string, now = Date.now()): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expires, signature] = match;
  const expected = Buffer.from(sign(secret, `${id}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(expires) * 1000 < now) return null;
  return Number(id);
}
