import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from 'yup';
import { isRetryable, UnsafeIntegerError } from '../db/client.ts';
import { HttpError } from '../errors.ts';

export const SERVER_MESSAGES = {
  busy: 'Others were changing the same records at the same moment, so nothing was saved. Please try again.',
  unsafeNumber:
    'A number stored in the database is too large to be shown exactly, so it is not shown. The error has been logged.',
} as const;

/** yup's errors as the spec's shape: the first message, and each field's first message. */
export function validationBody(error: ValidationError) {
  const errors: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    const field = inner.path || '_';
    errors[field] ??= inner.message;
  }
  return { message: error.errors[0] ?? 'The request is not valid.', errors };
}

/**
 * The one error handler: refusals the user should read go out with their message; anything else is
 * logged with the request and answered without internals.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ValidationError) return reply.status(400).send(validationBody(error));
      if (error instanceof HttpError) {
        return reply
          .status(error.statusCode)
          .headers(error.headers)
          .send({ message: error.message, errors: error.errors });
      }
      if (isRetryable(error)) {
        // Database.transaction ran it again several times and it still collided: busy, not broken.
        request.log.warn({ err: error }, 'transaction conflict after retries');
        return reply.status(503).header('retry-after', '1').send({ message: SERVER_MESSAGES.busy });
      }
      if (error instanceof UnsafeIntegerError) {
        request.log.error({ err: error }, 'a stored number is beyond the exact range');
        return reply.status(500).send({ message: SERVER_MESSAGES.unsafeNumber });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ message: 'Unexpected error occured.' });
      }
      // Fastify's own refusals (malformed JSON, payload too large, unsupported media type...).
      request.log.info({ err: error }, 'request refused');
      const message =
        status === 413
          ? 'The file or request is too large.'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'The request body type is not supported.'
            : status === 400 && error.code?.startsWith('FST_ERR_CTP')
              ? 'The request body is not valid JSON.'
              : error.message;
      return reply.status(status).send({ message });
    });
  },
  { name: 'errors' },
);
