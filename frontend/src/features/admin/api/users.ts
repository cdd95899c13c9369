import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserPatchBody, Paged, Role } from '@starshelf/contract';
import { withQuery } from '@/config/paths';
import { api } from '@/lib/api/client';
import { apiQueryOptions } from '@/lib/api/locale-query';

export type { AdminUser };
export type AdminUsersPage = Paged<AdminUser>;
export type AdminUsersFilter = { q: string; role: Role | ''; page: number };
export const USERS_PAGE_SIZE = 20;

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (filter: AdminUsersFilter) => [...adminUserKeys.all, filter] as const,
};

export function adminUsersQueryOptions(filter: AdminUsersFilter) {
  const address = withQuery('/api/admin/users', { q: filter.q.trim() || undefined, role: filter.role || undefined, page: filter.page, limit: USERS_PAGE_SIZE });
  return queryOptions({
    ...apiQueryOptions<AdminUsersPage, ReturnType<typeof adminUserKeys.list>>(adminUserKeys.list(filter), address),
    // Keeps the table on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export const useAdminUsers = (filter: AdminUsersFilter) => useQuery(adminUsersQueryOptions(filter));

/** PATCH /api/admin/users/{id} with a role or the disabled flag. */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: string } & AdminUserPatchBody) => api.patch<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}`, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
