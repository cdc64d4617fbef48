import type { Message } from '../schemas/i18n/message.ts';
import { msg } from '../schemas/i18n/msg.ts';
import { render, say } from './i18n/index.ts';

/**
 * An error the client should see: its text is a catalogue message, rendered in the request's language
 * when it is sent (plugins/errors.ts), with field errors when there are some. `message` is its English,
 * for the logs.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly text: Message;
  readonly errors: Record<string, Message> | undefined;
  /** Response headers that go with the refusal (Retry-After). */
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    text: Message,
    errors?: Record<string, Message>,
    headers: Record<string, string> = {},
  ) {
    super(render(text));
    this.statusCode = statusCode;
    this.text = text;
    this.errors = errors;
    this.headers = headers;
  }
}

/** A refusal the user should read: validation, business rule or a record that has moved on. */
export const badRequest = (message: Message, errors?: Record<string, Message>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: Message = say('server.http.sessionEnded')) =>
  new HttpError(401, message);
export const forbidden = (message: Message = msg('workflow.noAccess')) => new HttpError(403, message);
/** Unknown, or not visible to this user: the answer never tells which. 'The record was not found.' */
export const notFound = (what: Message = msg('the.record')) =>
  new HttpError(404, say('server.http.notFound', { what }));
export const tooManyRequests = (message: Message, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    message,
    undefined,
    retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {},
  );
