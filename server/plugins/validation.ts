import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AnyObject, ObjectSchema, Schema, SchemaDescription } from 'yup';

// Routes declare their payload with the shared yup schema: `schema: { body: yupBody(loginSchema) }`.
// The JSON schema that comes out documents the call in OpenAPI; the yup schema, kept beside it, is
// what actually validates, so the browser's form and the server apply one rule.
const YUP = Symbol.for('ppms.yup');

type Described = SchemaDescription & { fields?: Record<string, Described>; innerType?: Described };

function toJsonSchema(description: Described): Record<string, unknown> {
  const nullable = description.nullable ? { nullable: true } : {};
  const title = description.label ? { title: description.label } : {};
  switch (description.type) {
    case 'object': {
      const fields = description.fields ?? {};
      const required = Object.entries(fields)
        .filter(([, field]) => !field.optional)
        .map(([name]) => name);
      return {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(fields).map(([name, field]) => [name, toJsonSchema(field)]),
        ),
        ...(required.length ? { required } : {}),
        ...nullable,
      };
    }
    case 'array':
      return {
        type: 'array',
        items: description.innerType ? toJsonSchema(description.innerType) : {},
        ...nullable,
        ...title,
      };
    case 'number': {
      const integer = description.tests.some((t) => t.name === 'integer');
      const bound = (name: 'min' | 'max') =>
        (description.tests.find((t) => t.name === name)?.params as Record<string, number> | undefined)?.[
          name
        ];
      const codes = description.oneOf.filter((v) => typeof v === 'number');
      return {
        type: integer ? 'integer' : 'number',
        ...(bound('min') === undefined ? {} : { minimum: bound('min') }),
        ...(bound('max') === undefined ? {} : { maximum: bound('max') }),
        ...(codes.length ? { enum: codes } : {}),
        ...nullable,
        ...title,
      };
    }
    case 'date':
      return { type: 'string', format: 'date-time', ...nullable, ...title };
    case 'string':
    case 'boolean':
      return { type: description.type, ...nullable, ...title };
    default:
      return { ...nullable, ...title };
  }
}

/** A route payload schema: JSON schema for the docs, carrying the yup schema that validates it. */
export function yupBody<T extends AnyObject>(schema: ObjectSchema<T>): Record<string, unknown> {
  const json = toJsonSchema(schema.describe() as Described);
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
          // context.json: numbers must arrive as JSON numbers (schemas/numbers.ts).
          const options = { abortEarly: false, stripUnknown: true, context: { json: true } };
          return { value: yup.validateSync(data ?? {}, options) };
        } catch (error) {
          return { error: error as Error };
        }
      };
    });
  },
  { name: 'validation' },
);
