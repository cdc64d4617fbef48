import type { AnyObject, ObjectSchema } from 'yup';
import type { RoleCode } from './codes.ts';
import { describeFields } from './fieldTypes.ts';
import type { Label } from './i18n/en/labels.ts';
import type { Message } from './i18n/message.ts';
import { recordId } from './numbers.ts';

// A master-data entity, declared once and read by both sides: the server builds GET X, GET X/{id},
// POST X and PUT X from it (server/routes/entities.ts), the browser its list, show, create and edit
// views (resources/). A plain entity is one schema file with one `defineEntity` plus a line in
// schemas/entities.ts.

export interface EntityAccess {
  /** Who may read: any signed-in user, or only these roles (others 403). */
  read: 'signed-in' | readonly RoleCode[];
  /** Who may POST and PUT (others 403). */
  write: readonly RoleCode[];
  /** External users see only the records of the entities they are linked to (others 404). */
  scope?: 'importer' | 'distributor';
}

export interface EntityAdminTabs {
  /** The admin portal's left menu entry. */
  menu: string;
  listTab: string;
  addTab: string;
  defaultTab: 'list' | 'add';
}

export interface EntityDefinition {
  /** react-admin resource name, and what `fooId` fields reference: 'products'. */
  resource: string;
  /** The API path under /api/v1: 'Product'. */
  path: string;
  /** The table, snake_case: 'products'. */
  table: string;
  /** Singular label: 'Product' (a field label too, when a record references it). */
  label: Label;
  pluralLabel: string;
  schema: ObjectSchema<AnyObject>;
  /** The field that names a record (in lists, references, selects); lists sort by it. */
  display: string;
  access: EntityAccess;
  /** The spec's success text after POST: '{label} successfully added.' */
  addedMessage: string;
  admin: EntityAdminTabs;
  /** One record as GET X lists it (an answer of schemas/answer.ts). */
  answer: ObjectSchema<AnyObject>;
  /** What GET X/{id}, POST X and PUT X answer: the listed record unless the entity adds to it. */
  detailAnswer: ObjectSchema<AnyObject>;
}

type EntityInput = Pick<EntityDefinition, 'resource' | 'path' | 'table' | 'label' | 'schema' | 'answer'> &
  Partial<Omit<EntityDefinition, 'admin'>> & { admin?: Partial<EntityAdminTabs> };

/** Fills the defaults: display 'name', writes R500 only, reads any signed-in user, tabs List / Add New. */
export function defineEntity(input: EntityInput): EntityDefinition {
  const pluralLabel = input.pluralLabel ?? `${input.label}s`;
  return {
    display: 'name',
    access: { read: 'signed-in', write: ['R500'] },
    addedMessage: `${input.label} successfully added.`,
    pluralLabel,
    detailAnswer: input.answer,
    ...input,
    admin: { menu: pluralLabel, listTab: 'List', addTab: 'Add New', defaultTab: 'list', ...input.admin },
  };
}

/**
 * An entity's texts in English, from its definition: its names, the spec's '{label} successfully
 * added.', the admin portal's menu and tabs. The French catalogue names each entity in its own words
 * (schemas/i18n/fr, under `entity.{resource}`).
 */
export const entityTexts = (entity: EntityDefinition) => ({
  name: entity.label as string,
  plural: entity.pluralLabel,
  The: `The ${entity.label.toLowerCase()}`,
  added: entity.addedMessage,
  updated: `${entity.label} successfully updated.`,
  edit: `Edit ${entity.label.toLowerCase()}`,
  update: `Update ${entity.label}`,
  list: `${entity.pluralLabel} list`,
  detail: `${entity.label} detail`,
  report: `${entity.label} report`,
  menu: entity.admin.menu,
  listTab: entity.admin.listTab,
  addTab: entity.admin.addTab,
});
export type EntityTexts = ReturnType<typeof entityTexts>;

/** One of an entity's texts as a message: the catalogue's, or its definition's English. */
export const entityText = (entity: EntityDefinition, part: keyof EntityTexts): Message => ({
  i18nKey: `entity.${entity.resource}.${part}`,
  fallback: entityTexts(entity)[part],
});

const payloadCache = new WeakMap<EntityDefinition, Record<'create' | 'edit', ObjectSchema<AnyObject>>>();

/**
 * The payload of POST X (no server-set or edit-only fields) and of PUT X (with id). The form and the
 * route validate with this very object.
 */
export function payloadSchema(entity: EntityDefinition, mode: 'create' | 'edit'): ObjectSchema<AnyObject> {
  let known = payloadCache.get(entity);
  if (!known) {
    const specs = describeFields(entity.schema);
    const drop = (editToo: boolean) =>
      specs.filter((f) => f.readOnly || (editToo && f.editOnly)).map((f) => f.name);
    known = {
      create: entity.schema.omit(drop(true)),
      edit: entity.schema.omit(drop(false)).shape({ id: recordId('Id') }),
    };
    payloadCache.set(entity, known);
  }
  return known[mode];
}

/** react-admin's access question for an entity: list and show by its read roles, create and edit by its write roles. */
export function canAccessEntity(
  user: { rCodes?: Partial<Record<string, boolean>> } | null,
  entity: EntityDefinition,
  action: string,
): boolean {
  if (!user) return false;
  const holds = (roles: readonly RoleCode[]) => roles.some((role) => user.rCodes?.[role] === true);
  if (action === 'list' || action === 'show')
    return entity.access.read === 'signed-in' || holds(entity.access.read);
  if (action === 'create' || action === 'edit') return holds(entity.access.write);
  return false;
}
