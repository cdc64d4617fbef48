import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AnyObject, ObjectSchema, Schema } from 'yup';
import { toJsonSchema } from './json-schema.ts';

// Routes declare their payload with the shared yup schema: `schema: { body: yupBody(loginSchema) }`.
// The JSON schema that comes out documents the call in OpenAPI; the yup schema, kept beside it, is
// what actually validates, so the browser's form and the server apply one rule.
const YUP = Symbol.for('ppms.yup');

/** A route payload schema: JSON schema for the docs, carrying the yup schema that validates it. */
export function yupBody<T extends AnyObject>(schema: ObjectSchema<T>): Record<string, unknown> {
  const json = toJsonSchema(schema, { closed: false });
  Object.defineProperty(json, YUP, { value: schema, enumerable: false });
  return json;
}

export default fp(
  async function validation(app: FastifyInstance) {
    app.setValidatorCompiler(({ schema }) => {
      const yup = (schema as Record<symbol, Schema | undefined>)[YUP];
      // Schemas without a yup twin (path parameters, querystrings) are documentation only; handlers
      // parse those themselves.
      if (!yup) return (data) => ({ value: data });
      return (data) => {
        try {
          // context.json: numbers, texts and flags must arrive as JSON numbers, strings and booleans
          // (schemas/numbers.ts, schemas/text.ts); earliestDate: the floor of every date (schemas/dates.ts).
          const context = { json: true, earliestDate: app.config.earliestDate };
          const options = { abortEarly: false, stripUnknown: true, context };
          return { value: yup.validateSync(data ?? {}, options) };
        } catch (error) {
          return { error: error as Error };
        }
      };
    });
  },
  { name: 'validation' },
);
