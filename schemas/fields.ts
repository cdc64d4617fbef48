import { LOOSE_EMAIL } from './common.ts';
import type { Label } from './i18n/en/labels.ts';
import { invalid } from './i18n/msg.ts';
import { recordId } from './numbers.ts';
import { flag, requiredText, text } from './text.ts';

// Field builders for master-data schemas. Every refusal reads '{label} is invalid.' (spec point 5),
// text is trimmed and empty text is stored as null.

/** What a schema field tells the generated views and the generic server CRUD beyond yup's own rules. */
export interface FieldMeta {
  /** Overrides the type fieldTypes would derive (e.g. 'select'). */
  type?: string;
  /** A column of the generated lists. */
  list?: boolean;
  /** For `fooId` fields: the resource they reference when it is not `foos`. */
  reference?: string;
  /** select options: value -> label. */
  options?: Record<string, string>;
  /** Shown and sent only when editing (e.g. Is Active). */
  editOnly?: boolean;
  /** Set by the server (e.g. registration date): shown, never sent. */
  readOnly?: boolean;
  /** Shown in the admin portal's detail only, not on the entity pages. */
  adminOnly?: boolean;
  /** No two records may share this value (case-insensitive): 400 with a message naming it. */
  unique?: boolean;
  /** The label where the value is shown, when it differs from the input's (Is Active -> Status). */
  displayLabel?: Label;
}

export const meta = (value: FieldMeta) => value;

/** Required text (non-empty after trimming), at most `max` characters. */
export const requiredField = (label: Label, max = 200) =>
  requiredText(label, { max, invalid: invalid(label) });

/** Optional text; empty is stored as null. */
export const optionalField = (label: Label, max = 200) => text(label, { max, invalid: invalid(label) });

/** A required, loosely valid e-mail, trimmed. */
// yup reads an object given to matches() as its options: the message goes in them.
export const requiredEmail = (label: Label) =>
  requiredField(label, 254).matches(LOOSE_EMAIL, { message: invalid(label) });

/** Optional, but valid when given; empty is stored as null. */
export const optionalEmail = (label: Label) =>
  optionalField(label, 254).matches(LOOSE_EMAIL, {
    message: invalid(label),
    excludeEmptyString: true,
  });

/** An id chosen from another resource (spec point 5: a number greater than 0); '' counts as missing. */
export const reference = (label: Label) => recordId(label);

/** The Is Active toggle that appears on edit. */
export const activeFlag = () =>
  flag('Is Active')
    .default(true)
    .meta(meta({ editOnly: true, type: 'status', displayLabel: 'Status' }));

/** A date the server sets. */
export const serverDate = (label: Label, extra: FieldMeta = {}) =>
  text(label, { max: 40 }).meta(meta({ readOnly: true, type: 'date', ...extra }));
