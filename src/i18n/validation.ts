import type { AnyObjectSchema, InferType, ValidationError } from 'yup';
import type { Message } from '../../schemas/i18n/message.ts';
import { translatedResolver } from './resolver.ts';
import { text } from './t.ts';

// The shared schemas' refusals in the chosen language, wherever the app checks with one.

/** The first message of a failed check. */
export const firstMessage = (error: ValidationError) =>
  text((error.errors[0] ?? error.message) as unknown as Message);

/** Each path's first message of a failed check (abortEarly: false): path -> text. */
export function messagesByPath(error: ValidationError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error])
    messages[inner.path ?? ''] ??= text((inner.errors[0] ?? inner.message) as unknown as Message);
  return messages;
}

/** A react-hook-form resolver checking with a shared schema, its messages in the chosen language. */
export const schemaResolver = <S extends AnyObjectSchema>(
  schema: S,
  options?: Parameters<AnyObjectSchema['validate']>[1],
) => translatedResolver<InferType<S>>(text, schema, options);
