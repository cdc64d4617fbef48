import type {
  EntityOption,
  RegistrationPayload,
  UserListAnswer,
  UserPermissionOption,
  UserRoleOption,
  UserSearchAnswer,
} from '../../schemas/user.ts';
import type { ServerMessage } from './dataProvider.ts';
import type { HttpClient } from './httpClient.ts';

// The users resource beyond CRUD (getOne -> GET User/{id}, update -> PUT User): the admin portal's
// search, registration, activation mail, and the role, permission and entity editors (spec point 7).

/** One option of an editor, chosen or not. */
export interface Choice<K = number> {
  id: K;
  isSelected: boolean;
}

export interface UserMethods {
  searchUsers(term: string): Promise<UserSearchAnswer['users']>;
  /** Every user, or those matching the term, one page of 20 with the total. */
  listUsers(term: string, pageNumber: number): Promise<UserListAnswer>;
  registerUser(payload: RegistrationPayload): Promise<{ userId: number }>;
  sendActivation(userId: number): Promise<ServerMessage>;
  getUserRoles(userId: number): Promise<UserRoleOption[]>;
  updateUserRole(userId: number, userRoles: Choice[]): Promise<unknown>;
  getUserPermissions(userId: number): Promise<UserPermissionOption[]>;
  updateUserPermissions(userId: number, userPermissions: Choice[]): Promise<unknown>;
  searchEntities(term: string): Promise<EntityOption[]>;
  updateUserEntities(userId: number, entities: Choice<string>[]): Promise<unknown>;
}

const path = (template: string, value: string | number) => `${template}/${encodeURIComponent(String(value))}`;

export function userMethods(http: HttpClient): UserMethods {
  return {
    searchUsers: async (term) =>
      (await http.request<UserSearchAnswer>('GET', path('User/Search', term))).users ?? [],
    listUsers: (term, pageNumber) =>
      http.request('GET', `User/List?${new URLSearchParams({ term, pageNumber: String(pageNumber) })}`),
    registerUser: (payload) => http.request('POST', 'Account/Register', payload),
    sendActivation: (userId) => http.request('POST', 'Account/Activation', { userId }),
    getUserRoles: (userId) => http.request('GET', path('Role/User', userId)),
    updateUserRole: (userId, userRoles) =>
      http.request('POST', 'Administration/UpdateUserRole', { userId, userRoles }),
    getUserPermissions: (userId) => http.request('GET', path('Administration/UserPermissions', userId)),
    updateUserPermissions: (userId, userPermissions) =>
      http.request('POST', 'Administration/UpdateUserPermission', { userId, userPermissions }),
    searchEntities: (term) => http.request('GET', path('Administration/Entity/Search', term)),
    updateUserEntities: (userId, entities) =>
      http.request('POST', 'Administration/UpdateUserEntity', {
        userId,
        userEntities: entities.map((e) => ({ entityId: e.id, isSelected: e.isSelected })),
      }),
  };
}
