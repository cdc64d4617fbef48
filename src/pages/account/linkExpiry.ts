/**
 * A link's expiry from its query text: our links carry an ISO time; epoch milliseconds (or seconds)
 * are read too. null when absent or unreadable: the server then decides.
 */
export function parseLinkTime(value: string | null | undefined): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) {
    const n = Number(value);
    return n < 1e12 ? n * 1000 : n;
  }
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** The spec's rule: the link has expired once the current time passes its timeStamp. */
export function linkHasExpired(value: string | null | undefined, now: number = Date.now()): boolean {
  const time = parseLinkTime(value);
  return time !== null && now > time;
}
