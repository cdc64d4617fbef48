import type { SharedEnglish } from './en/index.ts';
import type { Label } from './en/labels.ts';
import type { Leaves, Message, ValuesFor } from './message.ts';

// Building the messages of the shared catalogue, with typed keys: msg('spec.invalid', {label: ...}).

export type SharedKey = Leaves<SharedEnglish>;

export function msg<K extends SharedKey>(key: K, ...[values]: ValuesFor<SharedEnglish, K>): Message {
  return values ? { i18nKey: key, values } : { i18nKey: key };
}

/** A field's name inside a message (its own English when the catalogue lacks it: a test's fixture). */
export const label = (name: Label): Message => ({ i18nKey: `label.${name}`, fallback: name });

/** The spec's '{label} is invalid.' */
export const invalid = (name: Label): Message => msg('spec.invalid', { label: label(name) });
