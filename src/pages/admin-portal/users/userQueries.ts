import type { ManagedUser } from '../../../../schemas/user.ts';

export type { ManagedUser };

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
