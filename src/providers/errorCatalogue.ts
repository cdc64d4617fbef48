import type { SharedKey } from '../../schemas/i18n/msg.ts';
import { loginMessage } from '../i18n/light.ts';

/** One of the spec's fixed texts, in the chosen language. */
const spec = (key: Extract<SharedKey, `spec.${string}`>) => loginMessage({ i18nKey: key });

/** What the catalogue reads from a failed call: the status and the server's {message, errors}. */
export interface ApiFailure {
  status?: number;
  message?: string;
  errors?: Record<string, string>;
}

/** Accepts an HttpError (status, body) or anything else thrown; never throws itself. */
export function toApiFailure(error: unknown): ApiFailure {
  if (!error || typeof error !== 'object') return {};
  const e = error as { status?: unknown; body?: unknown; message?: unknown };
  const body = (e.body && typeof e.body === 'object' ? e.body : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  const message = typeof body.message === 'string' && body.message ? body.message : undefined;
  const errors =
    body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : undefined;
  return { status: typeof e.status === 'number' ? e.status : undefined, message, errors };
}

function firstValidationError(failure: ApiFailure): string | undefined {
  const values = Object.values(failure.errors ?? {});
  return values.find((v) => typeof v === 'string' && v.length > 0);
}

/** First reading (most screens): 400 server message, 401 and 500 fixed texts, else a generic one. */
export function screenErrorMessage(error: unknown): string {
  const failure = toApiFailure(error);
  switch (failure.status) {
    case 400:
      return failure.message ?? spec('spec.somethingWentWrongTryLater');
    case 401:
      return spec('spec.invalidCredentials');
    case 500:
      return spec('spec.unexpectedErrorOccured');
    default:
      return spec('spec.somethingWentWrongTryLater');
  }
}

/** Second reading (admin area): either the session is reset and the page reloads, or a red alert. */
export type AdminErrorOutcome = { kind: 'reset-session' } | { kind: 'message'; message: string };

export function adminErrorOutcome(error: unknown, options: { onLogin?: boolean } = {}): AdminErrorOutcome {
  const failure = toApiFailure(error);
  if (options.onLogin)
    return { kind: 'message', message: failure.message ?? spec('spec.invalidCredentialsAdmin') };
  if (failure.status === 401 || failure.status === 403) return { kind: 'reset-session' };
  const fallback = failure.status === 400 ? spec('spec.badRequest') : spec('spec.unexpectedError');
  return { kind: 'message', message: failure.message ?? firstValidationError(failure) ?? fallback };
}

/**
 * The login screen: the second reading's login branch (server message, else 'Invalid Credentials').
 * Our server answers 401 with 'Invalid credentials.' and 429 with its throttle text, so both show as sent.
 */
export function loginErrorMessage(error: unknown): string {
  const outcome = adminErrorOutcome(error, { onLogin: true });
  return outcome.kind === 'message' ? outcome.message : spec('spec.invalidCredentialsAdmin');
}
