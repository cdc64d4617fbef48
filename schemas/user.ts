import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import { email, LOOSE_EMAIL } from './common.ts';
import type { Label } from './i18n/en/labels.ts';
import { invalid, msg } from './i18n/msg.ts';
import { pageNumber, recordId, recordIdFromText } from './numbers.ts';
import { searchAnswer } from './search.ts';
import { flag, requiredText, text } from './text.ts';

// Users as the administrator manages them: registration, edit, role, permissions and entity links.

/** The spec's exact texts of the Users Management screens (and the server's refusals they mirror). */
export { USER_MESSAGES } from './i18n/en/records.ts';

const LABELS = {
  firstName: 'First Name',
  middleInitial: 'Middle Initial',
  lastName: 'Last Name',
  email: 'Email',
  confirmedEmail: 'Confirm Email',
  phone: 'Phone',
} as const;

// Digits, spaces and + - ( ) . only, starting with + or a digit: '+231 77 123 4567'.
const PHONE = /^[+\d][\d\s().-]*$/;

const name = (label: Label) => requiredText(label, { max: 100, invalid: invalid(label) });

const middleInitial = text(LABELS.middleInitial, { max: 1, invalid: invalid(LABELS.middleInitial) })
  // One letter (the spec: at most one character, not a number; shown uppercase).
  .matches(/^\p{L}$/u, { message: invalid(LABELS.middleInitial), excludeEmptyString: true })
  .transform((v) => (typeof v === 'string' ? v.toUpperCase() : v));

const phone = text(LABELS.phone, { max: 30, invalid: invalid(LABELS.phone) }).matches(PHONE, {
  message: invalid(LABELS.phone),
  excludeEmptyString: true,
});

const userEmail = () => email(invalid(LABELS.email)).max(254, invalid(LABELS.email));

const confirmedEmail = () =>
  requiredText(LABELS.confirmedEmail, { max: 254, invalid: invalid(LABELS.confirmedEmail) }).oneOf(
    [yup.ref('email')],
    invalid(LABELS.confirmedEmail),
  );

/** POST Account/Register: an administrator registers a user (no password; activation sets it). */
export const registrationSchema = yup.object({
  firstName: name(LABELS.firstName),
  middleInitial,
  lastName: name(LABELS.lastName),
  email: userEmail(),
  confirmedEmail: confirmedEmail(),
  phone,
  isInternal: flag('User type', msg('user.userTypeRequired'))
    .nullable()
    .required(msg('user.userTypeRequired')),
});
export type RegistrationPayload = yup.InferType<typeof registrationSchema>;

const sameEmail = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * PUT User. email and confirmedEmail travel only when the e-mail changed; the form passes the stored
 * e-mail as context `originalEmail`, so the confirmation is asked for only once the e-mail differs.
 */
export const userUpdateSchema = yup.object({
  id: recordId('User'),
  isActive: flag('Is Active').required(invalid('Is Active')),
  firstName: name(LABELS.firstName),
  middleInitial,
  lastName: name(LABELS.lastName),
  phone,
  email: text(LABELS.email, { max: 254, invalid: invalid(LABELS.email) })
    .matches(LOOSE_EMAIL, { message: invalid(LABELS.email) })
    // The form always holds the e-mail (context originalEmail); a bare PUT may leave it out.
    .when('$originalEmail', ([original], schema) =>
      original ? schema.required(invalid(LABELS.email)) : schema.optional(),
    ),
  confirmedEmail: text(LABELS.confirmedEmail, {
    max: 254,
    invalid: invalid(LABELS.confirmedEmail),
  }).when(['email', '$originalEmail'], ([value, original], schema) =>
    value && !sameEmail(value, original)
      ? schema
          .required(invalid(LABELS.confirmedEmail))
          .oneOf([yup.ref('email')], invalid(LABELS.confirmedEmail))
      : schema.optional(),
  ),
});
export type UserUpdatePayload = yup.InferType<typeof userUpdateSchema>;

const uniqueBy =
  <T>(key: (item: T) => unknown) =>
  (list: T[] | undefined) =>
    !list || new Set(list.map(key)).size === list.length;

const choice = yup.object({
  id: recordId('Id'),
  isSelected: flag('Is Selected').required(invalid('Is Selected')),
});

/** POST Administration/UpdateUserRole: one role per user, so exactly one option is selected. */
export const userRoleUpdateSchema = yup.object({
  userId: recordId('User'),
  userRoles: yup
    .array(choice.required())
    .required()
    .max(100)
    .test(
      'unique',
      msg('user.roleListedTwice'),
      uniqueBy((r) => r.id),
    )
    .test('one', msg('user.oneRole'), (list) => (list ?? []).filter((r) => r.isSelected).length === 1),
});
export type UserRoleUpdatePayload = yup.InferType<typeof userRoleUpdateSchema>;

/** POST Administration/UpdateUserPermission: listed permissions are granted (selected) or withdrawn. */
export const userPermissionUpdateSchema = yup.object({
  userId: recordId('User'),
  userPermissions: yup
    .array(choice.required())
    .required()
    .max(100)
    .test(
      'unique',
      msg('user.permissionListedTwice'),
      uniqueBy((p) => p.id),
    ),
});
export type UserPermissionUpdatePayload = yup.InferType<typeof userPermissionUpdateSchema>;

/**
 * Associated entities. Importers and distributors are separate tables, so an entity's id says which
 * kind it is: `Importer-{importerId}` or `Distributor-{distributorId}`, with code 'Importer' or
 * 'Distributor'. Entity search answers these ids and UpdateUserEntity takes them back as entityId.
 */
export const ENTITY_CODES = ['Importer', 'Distributor'] as const;
export type EntityCode = (typeof ENTITY_CODES)[number];
const ENTITY_ID = /^(Importer|Distributor)-(\d+)$/;

export const entityKey = (code: EntityCode, id: number) => `${code}-${id}`;

export function parseEntityKey(key: string): { code: EntityCode; id: number } | null {
  const match = ENTITY_ID.exec(key);
  const id = match && recordIdFromText(match[2]);
  return match && id ? { code: match[1] as EntityCode, id } : null;
}

/** POST Administration/UpdateUserEntity: listed entities are linked (selected) or unlinked. */
export const userEntityUpdateSchema = yup.object({
  userId: recordId('User'),
  userEntities: yup
    .array(
      yup
        .object({
          entityId: requiredText('Entity', { max: 50 }).test(
            'entity',
            msg('user.entityInvalid'),
            (value) => !value || parseEntityKey(value) !== null,
          ),
          isSelected: flag('Is Selected').required(invalid('Is Selected')),
        })
        .required(),
    )
    .required()
    .max(200)
    .test(
      'unique',
      msg('user.entityListedTwice'),
      uniqueBy((e) => e.entityId),
    ),
});
export type UserEntityUpdatePayload = yup.InferType<typeof userEntityUpdateSchema>;

/** GET User/Search/{term}: one row per user. */
export const userSearchRowAnswer = answer({
  id: a.int(),
  fullName: a.text('First M. Last'),
  firstName: a.text(),
  middleInitial: a.text().nullable(),
  lastName: a.text(),
  email: a.text(),
  isActive: a.bool(),
  isInternal: a.bool(),
  role: a.text('The role name').nullable(),
  status: a.text("'Active', 'Inactive', or 'Awaiting activation' (no password set yet)"),
});
export type UserSearchRow = Answer<typeof userSearchRowAnswer>;
export const userSearchAnswer = answer({ users: a.list(userSearchRowAnswer, 'At most 50, by name') });
export type UserSearchAnswer = Answer<typeof userSearchAnswer>;

/** GET User/List: every user, or those matching the term, 20 a page, by name. */
export const userListQuerySchema = yup.object({
  term: text('Search term', { max: 100 }),
  pageNumber: pageNumber(),
});
export type UserListQuery = yup.InferType<typeof userListQuerySchema>;
export const userListAnswer = searchAnswer(userSearchRowAnswer, 'users');
export type UserListAnswer = Answer<typeof userListAnswer>;

/** GET Role/User/{userId}. */
export const userRoleOptionAnswer = answer({
  id: a.int(),
  name: a.text(),
  isSelected: a.bool(),
  hasPermissions: a.bool('The role carries permissions to grant'),
});
export type UserRoleOption = Answer<typeof userRoleOptionAnswer>;

/** GET Administration/UserPermissions/{userId}. */
export const userPermissionOptionAnswer = answer({ id: a.int(), name: a.text(), isSelected: a.bool() });
export type UserPermissionOption = Answer<typeof userPermissionOptionAnswer>;

/** GET Administration/Entity/Search/{term}, and a user's authorizations. */
export const entityOptionAnswer = answer({
  id: a.text("'Importer-{id}' or 'Distributor-{id}'"),
  name: a.text(),
  code: a.oneOf(ENTITY_CODES),
});
export type EntityOption = Answer<typeof entityOptionAnswer>;

/** GET User/{id} as an administrator reads it (the spec's User entity). */
export const managedUserFields = () => ({
  id: a.int(),
  firstName: a.text(),
  lastName: a.text(),
  middleInitial: a.text().nullable(),
  email: a.text(),
  phone: a.text().nullable(),
  isActive: a.bool(),
  isInternal: a.bool(),
  emailConfirmed: a.bool(),
  createdDate: a.timestamp(),
  createdBy: a.text().nullable(),
  lastUpdatedDate: a.timestamp().nullable(),
  lastUpdatedBy: a.text().nullable(),
  roles: a.list(a.object({ id: a.int(), name: a.text(), hasPermissions: a.bool() })),
  permissions: a.list(a.object({ id: a.int(), name: a.text() })),
  authorizations: a.list(
    entityOptionAnswer,
    'Associated entities, ids as Administration/Entity/Search gives them',
  ),
});
export const managedUserAnswer = answer(managedUserFields());
export type ManagedUser = Answer<typeof managedUserAnswer>;

/** POST Account/Register. */
export const registeredAnswer = answer({ userId: a.int(), message: a.text() });
