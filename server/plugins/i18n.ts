import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Locale, localeOf } from '../../schemas/i18n/locales.ts';
import { isMessage, type Message } from '../../schemas/i18n/message.ts';
import { render } from '../i18n/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language, from Accept-Language (the browser sends the one chosen); English by default. */
    readonly locale: Locale;
    /** A message in the caller's language. */
    t(message: Message | string): string;
  }
}

const LOCALE = Symbol('locale');

/**
 * The request's language and, at the edge, the answers' texts in it: a route answers `{message}` with a
 * catalogue message (schemas/i18n, server/i18n), rendered here just before it is serialized; refusals
 * are rendered by the error handler (plugins/errors.ts).
 */
export default fp(
  async function i18n(app: FastifyInstance) {
    app.decorateRequest('locale', {
      getter(this: FastifyRequest & { [LOCALE]?: Locale }) {
        this[LOCALE] ??= localeOf(this.headers['accept-language']);
        return this[LOCALE];
      },
    });
    app.decorateRequest('t', function t(this: FastifyRequest, message: Message | string) {
      return render(message, this.locale);
    });
    app.addHook('preSerialization', async (request, _reply, payload) => {
      if (payload && typeof payload === 'object' && isMessage((payload as { message?: unknown }).message)) {
        return { ...payload, message: request.t((payload as { message: Message }).message) };
      }
      return payload;
    });
  },
  { name: 'i18n' },
);
