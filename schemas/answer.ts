import * as yup from 'yup';

// What a call answers, declared once with yup and read twice: the browser takes the type
// (`Answer<typeof fooAnswer>`), the server route the schema (`response: answers(fooAnswer)` in
// server/plugins/validation.ts), which documents the call in OpenAPI and serializes its answer, so a
// field that is not declared here never leaves the server.
//
// Every builder is required (present, not null) unless you say otherwise: `.nullable()` for a value
// that may be null, `.optional()` for a key that may be absent.

/** Builder metadata the JSON schema converter reads. */
export interface AnswerMeta {
  /** OpenAPI string format: 'date-time' (ISO timestamp), 'date' (yyyy-MM-dd), 'uri'. */
  format?: string;
  /** A map of string keys to values of this schema (e.g. code -> true). */
  record?: yup.Schema;
  /** A file (the body is the file itself, not JSON). */
  binary?: boolean;
}

const described = (description: string | undefined) => (description ? { description } : {});

export const a = {
  text: (description?: string) => yup.string().defined().meta(described(description)),
  int: (description?: string) => yup.number().integer().defined().meta(described(description)),
  number: (description?: string) => yup.number().defined().meta(described(description)),
  bool: (description?: string) => yup.boolean().defined().meta(described(description)),
  /** An ISO 8601 timestamp in text ('2026-11-21T10:15:00.000Z'); the server may hand in a Date. */
  timestamp: (description?: string) =>
    yup
      .string()
      .defined()
      .meta({ format: 'date-time', ...described(description) } as AnswerMeta),
  /** A calendar day, yyyy-MM-dd. */
  day: (description?: string) =>
    yup
      .string()
      .defined()
      .meta({ format: 'date', ...described(description) } as AnswerMeta),
  /** One of the listed values. */
  oneOf: <const T extends string | number>(values: readonly T[], description?: string) =>
    yup
      .mixed<T>()
      .oneOf([...values])
      .defined()
      .meta(described(description)),
  list: <T>(item: yup.ISchema<T>, description?: string) =>
    yup.array(item).defined().meta(described(description)),
  object: <F extends yup.ObjectShape>(fields: F, description?: string) =>
    yup.object(fields).defined().meta(described(description)),
  /** String keys to values of one shape: {R100: true, P200: true}. */
  record: <T>(value: yup.ISchema<T>, description?: string) =>
    yup
      .mixed<Record<string, T>>()
      .defined()
      .meta({ record: value, ...described(description) } as AnswerMeta),
};

/** An answer: an object whose every field is declared. */
export const answer = a.object;

/** The type of an answer, as the browser receives it. */
export type Answer<S extends yup.Schema> = yup.InferType<S>;

/** What every call that changes something answers: a readable message. */
export const messageAnswer = answer({ message: a.text('What happened, for the user to read') });
export type MessageAnswer = Answer<typeof messageAnswer>;

/** A record added: its id and the message. */
export const createdAnswer = answer({ id: a.int('The new record'), message: a.text() });
export type CreatedAnswer = Answer<typeof createdAnswer>;

/** The refusal every call may answer (4xx): a message, and each invalid field's message. */
export const errorAnswer = answer({
  message: a.text('What was refused, for the user to read'),
  errors: a.record(a.text(), 'field -> message, for a validation refusal').optional(),
});
export type ErrorAnswer = Answer<typeof errorAnswer>;
