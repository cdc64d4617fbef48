import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Schema } from 'yup';
import { errorAnswer } from '../../schemas/answer.ts';
import { type JsonSchema, toJsonSchema } from './json-schema.ts';

// Routes declare what they answer with the shared answer schema of schemas/:
// `schema: { ..., response: answers(stockUpdateDetailAnswer) }`. Fastify serializes the answer through
// it (a field it does not declare is dropped, so a password hash can not leak by a `select *`) and
// OpenAPI documents it, with the shared refusal {message, errors?} for every 4xx.

/** The shared refusal, registered once as the OpenAPI component `ApiError`. */
const API_ERROR = 'ApiError';
const refusal = { $ref: `${API_ERROR}#` };

/** A route's `response`: its answer (200) and the shared refusal for 4xx. */
export function answers(schema: Schema): Record<string, JsonSchema> {
  return {
    200: { description: 'The answer', ...toJsonSchema(schema, { closed: true }) },
    '4xx': refusal,
  };
}

/** A route that answers a file (a stream in one of these types), or the shared refusal. */
export function fileAnswers(contentTypes: readonly string[]): Record<string, JsonSchema> {
  const file = { schema: { type: 'string', format: 'binary' } };
  return {
    200: {
      description: 'The file',
      content: Object.fromEntries(contentTypes.map((type) => [type, file])),
    },
    '4xx': refusal,
  };
}

/** A route that only ever refuses (kept out of the document; its documented twin says why). */
export const refusals = (): Record<string, JsonSchema> => ({ '4xx': refusal });

export default fp(
  async function answersPlugin(app: FastifyInstance) {
    app.addSchema({
      $id: API_ERROR,
      description: 'Refused: validation (400), sign-in (401), role (403), unknown (404), throttled (429)',
      ...toJsonSchema(errorAnswer, { closed: true }),
    });
  },
  { name: 'answers' },
);
