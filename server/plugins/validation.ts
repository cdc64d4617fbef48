import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import fp from 'fastify-plugin';
import type { AnyObject, ObjectSchema, Schema } from 'yup';
import { toJsonSchema } from './json-schema.ts';

// Routes declare their payload with the shared yup schema: `schema: { body: yupBody(loginSchema) }`.
// The JSON schema that comes out documents the call in OpenAPI; the yup schema, kept beside it, is
// what actually validates, so the browser's form and the server apply one rule.
const YUP = Symbol.for('ppms.yup');

declare const VALUE: unique symbol;

/** A route schema (body, params, querystring) whose validated value is T, for YupTypeProvider. */
export type Typed<T> = Record<string, unknown> & { readonly [VALUE]?: T };

/**
 * The type provider of every route: a handler's request.body, params and querystring have the type of
 * the shared yup schema (or the params description) its route declares, so no handler casts them.
 * Routes get it with `app.withTypeProvider<YupTypeProvider>()`.
 */
export interface YupTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends Typed<infer T> ? T : unknown;
  serializer: unknown;
}

/** A route payload schema: JSON schema for the docs, carrying the yup schema that validates it. */
export function yupBody<T extends AnyObject>(schema: ObjectSchema<T>): Typed<T> {
  const json = toJsonSchema(schema, { closed: false });
  Object.defineProperty(json, YUP, { value: schema, enumerable: false });
  return json;
}

export default fp(
  async function validation(app: FastifyInstance) {
    app.setValidatorCompiler(({ schema, httpPart }) => {
      const yup = (schema as Record<symbol, Schema | undefined>)[YUP];
      // Schemas without a yup twin (path parameters, querystrings) are documentation only; handlers
      // parse those themselves.
      if (!yup) return (data) => ({ value: data });
      return (data) => {
        try {
          // context.json: numbers, texts and flags must arrive as JSON numbers, strings and booleans
          // (schemas/numbers.ts, schemas/text.ts), except in a query string, where everything is text
          // and '2' is read as the number; earliestDate: the floor of every date (schemas/dates.ts).
          const context = {
            json: httpPart !== 'querystring',
            earliestDate: app.config.earliestDate,
            volumeTable: app.config.volumeTable,
          };
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
