import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type {
  EntityOption,
  ManagedUser,
  RegistrationPayload,
  UserPermissionOption,
  UserRoleOption,
  UserSearchAnswer,
  UserUpdatePayload,
} from '../../../../schemas/user.ts';
import type { PpmsDataProvider } from '../../../providers/dataProvider.ts';

export type { ManagedUser };

export interface Choice<K = number> {
  id: K;
  isSelected: boolean;
}

const path = (template: string, value: string | number) => `${template}/${encodeURIComponent(String(value))}`;

/** The Users Management calls of the spec (point 7), through the app's one client. */
export function usersApi(call: PpmsDataProvider['call']) {
  return {
    searchUsers: async (term: string) =>
      (await call<UserSearchAnswer>('GET', path('User/Search', term))).users ?? [],
    getUser: (id: number) => call<ManagedUser>('GET', path('User', id)),
    updateUser: (payload: Partial<UserUpdatePayload>) => call<{ message: string }>('PUT', 'User', payload),
    register: (payload: RegistrationPayload) => call<{ userId: number }>('POST', 'Account/Register', payload),
    sendActivation: (userId: number) => call<{ message: string }>('POST', 'Account/Activation', { userId }),
    roles: (userId: number) => call<UserRoleOption[]>('GET', path('Role/User', userId)),
    updateRole: (userId: number, userRoles: Choice[]) =>
      call('POST', 'Administration/UpdateUserRole', { userId, userRoles }),
    permissions: (userId: number) =>
      call<UserPermissionOption[]>('GET', path('Administration/UserPermissions', userId)),
    updatePermissions: (userId: number, userPermissions: Choice[]) =>
      call('POST', 'Administration/UpdateUserPermission', { userId, userPermissions }),
    searchEntities: (term: string) => call<EntityOption[]>('GET', path('Administration/Entity/Search', term)),
    updateEntities: (userId: number, entities: Choice<string>[]) =>
      call('POST', 'Administration/UpdateUserEntity', {
        userId,
        userEntities: entities.map((e) => ({ entityId: e.id, isSelected: e.isSelected })),
      }),
  };
}

export type UsersApi = ReturnType<typeof usersApi>;

export function useUsersApi(): UsersApi {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  return useMemo(() => usersApi((method, p, body) => dataProvider.call(method, p, body)), [dataProvider]);
}

/** react-query keys of one user's data, so an editor's save refreshes what shows it. */
export const userKeys = {
  user: (id: number) => ['admin-users', id, 'detail'] as const,
  roles: (id: number) => ['admin-users', id, 'roles'] as const,
  permissions: (id: number) => ['admin-users', id, 'permissions'] as const,
  all: (id: number) => ['admin-users', id] as const,
};

/** Queries retry a network or server failure once; a refusal (4xx) is final and shows at once. */
export const retryUnlessRefused = (failures: number, error: unknown) => {
  const status = (error as { status?: number })?.status ?? 0;
  return failures < 1 && !(status >= 400 && status < 500);
};
