import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserIds, AdminUserPatchBody, ModerationSkipReason, Paged, Role, UsersModerateBody, UsersModerated, UserStatus } from '@starshelf/contract';
import { withQuery } from '@/config/paths';
import { api } from '@/lib/api/client';
import { apiQueryOptions } from '@/lib/api/locale-query';

export type { AdminUser, UserStatus };
/** What one bulk action did, summed over its batches. */
export type ModerationResult = { done: number; skipped: Array<{ id: string; reason: ModerationSkipReason }> };
export type AdminUsersPage = Paged<AdminUser>;
/**
 * Dates are the inputs' `yyyy-mm-dd` (a day in createdBefore means before that day began); empty
 * means no bound. `reviewText` widens the text search to the members' review texts.
 */
export type AdminUsersFilter = { q: string; reviewText: boolean; role: Role | ''; status: UserStatus | ''; createdAfter: string; createdBefore: string };
export const USERS_PAGE_SIZE = 20;

export const EMPTY_USERS_FILTER: AdminUsersFilter = { q: '', reviewText: false, role: '', status: '', createdAfter: '', createdBefore: '' };

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (filter: AdminUsersFilter, page: number) => [...adminUserKeys.all, filter, page] as const,
};

/** The filter as the API reads it (docs/api.md "Moderation"): empty values left out. */
export function filterQuery(filter: AdminUsersFilter) {
  const q = filter.q.trim();
  return {
    q: q || undefined,
    reviewText: q && filter.reviewText ? 'true' : undefined,
    role: filter.role || undefined,
    status: filter.status || undefined,
    createdAfter: filter.createdAfter || undefined,
    createdBefore: filter.createdBefore || undefined,
  };
}

export function adminUsersQueryOptions(filter: AdminUsersFilter, page: number) {
  const address = withQuery('/api/admin/users', { ...filterQuery(filter), page, limit: USERS_PAGE_SIZE });
  return queryOptions({
    ...apiQueryOptions<AdminUsersPage, ReturnType<typeof adminUserKeys.list>>(adminUserKeys.list(filter, page), address),
    // Keeps the table on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export const useAdminUsers = (filter: AdminUsersFilter, page: number) => useQuery(adminUsersQueryOptions(filter, page));

/** The ids the filter matches, across pages (at most MODERATE_MAX_USERS): what "select all matching" selects. */
export function fetchMatchingUserIds(filter: AdminUsersFilter) {
  return api.get<AdminUserIds>(withQuery('/api/admin/users/ids', filterQuery(filter)));
}

/** PATCH /api/admin/users/{id} with a role or the disabled flag. */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: string } & AdminUserPatchBody) => api.patch<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}`, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}

/** POST /api/admin/users/moderate: one action on up to 500 members, answered with what was done and skipped. */
export function useModerateUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UsersModerateBody) => api.post<UsersModerated>('/api/admin/users/moderate', body),
    // Suspension hides reviews and erasure removes them: the queue and the audit change as well.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
