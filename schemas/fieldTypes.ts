import type { AnyObject, ObjectSchema, SchemaDescription } from 'yup';
import { LOOSE_EMAIL } from './common.ts';
import type { FieldMeta } from './fields.ts';

// Deciding a field's type from yup's describe(), in small pure functions (after react-admin's
// guessers and refine's inferencer). The browser maps each type to an input and a field component
// (resources/fieldComponents.tsx); the server's generic CRUD reads the same specs to know columns,
// references and uniqueness. Nothing else decides what a field is.

export const FIELD_TYPES = [
  'text',
  'email',
  'number',
  'boolean',
  'status',
  'date',
  'reference',
  'select',
  'list',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldSpec {
  name: string;
  /** The input's label, and the one in '{label} is invalid.' */
  label: string;
  /** The label where the value is shown (lists, details). */
  displayLabel: string;
  type: FieldType;
  required: boolean;
  /** reference: the resource it points to. */
  reference: string | null;
  /** select: value -> label. */
  options: Record<string, string> | null;
  list: boolean;
  editOnly: boolean;
  readOnly: boolean;
  adminOnly: boolean;
  unique: boolean;
}

type Description = SchemaDescription & { fields?: Record<string, Description> };

const metaOf = (d: Description): FieldMeta => (d.meta ?? {}) as FieldMeta;
const isFieldType = (value: unknown): value is FieldType => FIELD_TYPES.includes(value as FieldType);

const hasEmailTest = (d: Description) =>
  d.tests.some(
    (t) =>
      t.name === 'email' ||
      (t.name === 'matches' && String((t.params as { regex?: RegExp })?.regex) === String(LOOSE_EMAIL)),
  );

const choices = (d: Description) => d.oneOf.filter((v) => v !== undefined && v !== null);

/** Each rule answers a type or passes; the first answer wins. */
const RULES: ((name: string, d: Description) => FieldType | null)[] = [
  (_, d) => (isFieldType(metaOf(d).type) ? (metaOf(d).type as FieldType) : null),
  (_, d) => (d.type === 'array' ? 'list' : null),
  (_, d) => (metaOf(d).options || (d.type !== 'boolean' && choices(d).length > 0) ? 'select' : null),
  (name, d) => (d.type === 'number' && /.Id$/.test(name) ? 'reference' : null),
  (_, d) => (d.type === 'string' && hasEmailTest(d) ? 'email' : null),
  (_, d) => (d.type === 'boolean' || d.type === 'number' || d.type === 'date' ? d.type : null),
];

export function fieldType(name: string, d: Description): FieldType {
  for (const rule of RULES) {
    const type = rule(name, d);
    if (type) return type;
  }
  return 'text';
}

/** `productId` -> 'products', `storageTankId` -> 'storageTanks', unless meta names it. */
export const referenceTarget = (name: string, d: Description): string =>
  metaOf(d).reference ?? `${name.replace(/Id$/, '')}s`;

/** `productId` -> 'product': the key of the embedded {id, name} in answers (and `productName`). */
export const referenceKey = (name: string) => name.replace(/Id$/, '');

const humanize = (name: string) =>
  name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

const selectOptions = (d: Description): Record<string, string> | null =>
  metaOf(d).options ?? (choices(d).length ? Object.fromEntries(choices(d).map((v) => [v, String(v)])) : null);

export function fieldSpec(name: string, d: Description): FieldSpec {
  const type = fieldType(name, d);
  const m = metaOf(d);
  const label = d.label ?? humanize(name);
  return {
    name,
    label,
    displayLabel: m.displayLabel ?? label,
    type,
    required: !d.optional,
    reference: type === 'reference' ? referenceTarget(name, d) : null,
    options: type === 'select' ? selectOptions(d) : null,
    list: m.list === true,
    editOnly: m.editOnly === true,
    readOnly: m.readOnly === true,
    adminOnly: m.adminOnly === true,
    unique: m.unique === true,
  };
}

const cache = new WeakMap<object, FieldSpec[]>();

/** Every field of an object schema as a spec, in declaration order (memoised per schema). */
export function describeFields(schema: ObjectSchema<AnyObject>): FieldSpec[] {
  const known = cache.get(schema);
  if (known) return known;
  const fields = (schema.describe() as Description).fields ?? {};
  const specs = Object.entries(fields).map(([name, d]) => fieldSpec(name, d));
  cache.set(schema, specs);
  return specs;
}

/** Fields a form shows: not server-set, not lists (custom inputs handle those), edit-only on edit only. */
export const formFields = (specs: FieldSpec[], mode: 'create' | 'edit') =>
  specs.filter((f) => !f.readOnly && f.type !== 'list' && (mode === 'edit' || !f.editOnly));

/** Columns of a table: every field but lists (which belong to a custom part of the entity). */
export const columnFields = (specs: FieldSpec[]) => specs.filter((f) => f.type !== 'list');
