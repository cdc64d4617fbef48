/** An error the client should see: its message is sent as is, with field errors when there are some. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string> | undefined;
  /** Response headers that go with the refusal (Retry-After). */
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    errors?: Record<string, string>,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

/** A refusal the user should read: validation, business rule or a record that has moved on. */
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Your session has ended. Please sign in again.') =>
  new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this action.') => new HttpError(403, message);
/** Unknown, or not visible to this user: the answer never tells which. */
export const notFound = (what = 'The record') => new HttpError(404, `${what} was not found.`);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    message,
    undefined,
    retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {},
  );
