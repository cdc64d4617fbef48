import type { Schema, SchemaDescription } from 'yup';
import type { AnswerMeta } from '../../schemas/answer.ts';

// One converter from yup to JSON schema (OpenAPI 3.0 dialect) for payloads and answers alike. An
// answer's objects are closed (additionalProperties: false): Fastify's serializer then writes only the
// declared fields, and generated clients get exact types.

type Described = SchemaDescription & {
  fields?: Record<string, Described>;
  innerType?: Described;
  meta?: AnswerMeta & { description?: string };
};

export type JsonSchema = Record<string, unknown>;

export interface ConvertOptions {
  /** Answers: objects admit no field they do not declare. */
  closed: boolean;
}

function enumOf(values: unknown[], nullable: boolean): JsonSchema {
  const listed = values.filter((v) => v !== undefined && v !== null);
  const type = listed.every((v) => typeof v === 'string')
    ? 'string'
    : listed.every((v) => Number.isInteger(v))
      ? 'integer'
      : 'number';
  return { type, enum: nullable ? [...listed, null] : listed };
}

function convert(description: Described, options: ConvertOptions): JsonSchema {
  const meta = description.meta ?? {};
  const common = {
    ...(description.label ? { title: description.label } : {}),
    ...(meta.description ? { description: meta.description } : {}),
    ...(description.nullable ? { nullable: true } : {}),
  };
  if (meta.record) {
    const value = convert(meta.record.describe() as Described, options);
    return { type: 'object', additionalProperties: value, ...common };
  }
  if (description.type === 'mixed' && description.oneOf.length) {
    return { ...enumOf(description.oneOf, !!description.nullable), ...common };
  }
  switch (description.type) {
    case 'object': {
      const fields = description.fields ?? {};
      const required = Object.entries(fields)
        .filter(([, field]) => !field.optional)
        .map(([name]) => name);
      return {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(fields).map(([name, field]) => [name, convert(field, options)]),
        ),
        ...(required.length ? { required } : {}),
        ...(options.closed ? { additionalProperties: false } : {}),
        ...common,
      };
    }
    case 'array':
      return {
        type: 'array',
        items: description.innerType ? convert(description.innerType, options) : {},
        ...common,
      };
    case 'number': {
      const integer = description.tests.some((t) => t.name === 'integer');
      // The bounds and codes of schemas/numbers.ts, so that the document says what the server accepts.
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
        ...common,
      };
    }
    case 'date':
      return { type: 'string', format: 'date-time', ...common };
    case 'string':
      return { type: 'string', ...(meta.format ? { format: meta.format } : {}), ...common };
    case 'boolean':
      return { type: 'boolean', ...common };
    default:
      return common;
  }
}

/** The JSON schema of a yup schema. */
export function toJsonSchema(schema: Schema, options: ConvertOptions): JsonSchema {
  return convert(schema.describe() as Described, options);
}
