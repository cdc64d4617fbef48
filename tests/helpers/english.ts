import type { Message, ValuesFor } from '../../schemas/i18n/message.ts';
import { render, type ServerEnglish, type ServerKey, say } from '../../server/i18n/index.ts';

/** A catalogue text as an English reader gets it: what a test expects a refusal or a page to say. */
export const english = <K extends ServerKey>(key: K, ...values: ValuesFor<ServerEnglish, K>): string =>
  render(say(key, ...values));

/** A message the schemas or the server made (a catalogue message, or text), as an English reader gets it. */
export const inEnglish = (message: unknown): string => render(message as Message | string);

/** A workflow refusal with its message in English. */
export const refusalInEnglish = <R extends { message: Message }>(refusal: R | null) =>
  refusal && { ...refusal, message: inEnglish(refusal.message) };

/** The first message, in English, of a shared schema's refusal thrown by `check` (null if none). */
export function refusalOf(check: () => unknown): string | null {
  try {
    check();
    return null;
  } catch (error) {
    const errors = (error as { errors?: unknown[] }).errors;
    return inEnglish(errors?.[0] ?? (error as Error).message);
  }
}
