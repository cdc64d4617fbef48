import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from 'yup';
import { DEFAULT_LOCALE, type Locale } from '../../schemas/i18n/locales.ts';
import type { Message } from '../../schemas/i18n/message.ts';
import { msg } from '../../schemas/i18n/msg.ts';
import { isRetryable, UnsafeIntegerError } from '../db/client.ts';
import { HttpError } from '../errors.ts';
import { render, renderAll, say } from '../i18n/index.ts';

/** The texts of this handler, in English (the tests' names for them). */
export const SERVER_MESSAGES = {
  busy: render(say('server.http.busy')),
  unsafeNumber: render(say('server.http.unsafeNumber')),
} as const;

/**
 * yup's errors as the spec's shape, in the reader's language: the first message, and each field's first
 * message. The shared schemas' messages are catalogue messages (a text yup wrote itself stays as is).
 */
export function validationBody(error: ValidationError, locale: Locale = DEFAULT_LOCALE) {
  const text = (message: unknown) => render(message as Message | string, locale);
  const errors: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    const field = inner.path || '_';
    errors[field] ??= text(inner.errors[0] ?? inner.message);
  }
  const first = error.errors[0];
  return { message: first ? text(first) : render(say('server.http.requestInvalid'), locale), errors };
}

/**
 * The one error handler: refusals the user should read go out with their message; anything else is
 * logged with the request and answered without internals.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const t = request.t.bind(request);
      if (error instanceof ValidationError)
        return reply.status(400).send(validationBody(error, request.locale));
      if (error instanceof HttpError) {
        return reply
          .status(error.statusCode)
          .headers(error.headers)
          .send({ message: t(error.text), errors: renderAll(error.errors, request.locale) });
      }
      if (isRetryable(error)) {
        // Database.transaction ran it again several times and it still collided: busy, not broken.
        request.log.warn({ err: error }, 'transaction conflict after retries');
        return reply
          .status(503)
          .header('retry-after', '1')
          .send({ message: t(say('server.http.busy')) });
      }
      if (error instanceof UnsafeIntegerError) {
        request.log.error({ err: error }, 'a stored number is beyond the exact range');
        return reply.status(500).send({ message: t(say('server.http.unsafeNumber')) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ message: t(msg('spec.unexpectedErrorOccured')) });
      }
      // Fastify's own refusals (malformed JSON, payload too large, unsupported media type...).
      request.log.info({ err: error }, 'request refused');
      const message =
        status === 413
          ? t(say('server.http.tooLarge'))
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? t(say('server.http.mediaType'))
            : status === 400 && error.code?.startsWith('FST_ERR_CTP')
              ? t(say('server.http.notJson'))
              : error.message;
      return reply.status(status).send({ message });
    });
  },
  // Its answers are rendered in the caller's language (request.t): without i18n every refusal would be a 500.
  { name: 'errors', dependencies: ['i18n'] },
);
