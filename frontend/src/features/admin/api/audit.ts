import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser, AuditAction, AuditEntry, Paged } from '@starshelf/contract';
import { withQuery } from '@/config/paths';
import { apiQueryOptions } from '@/lib/api/locale-query';

export type { AuditAction, AuditEntry };
export const AUDIT_PAGE_SIZE = 25;

/** `actor` is an administrator's id; empty values mean every actor or action. */
export type AuditFilter = { actor: string; action: AuditAction | ''; page: number };

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filter: AuditFilter) => [...auditKeys.all, filter] as const,
  actors: () => [...auditKeys.all, 'actors'] as const,
};

export function auditQueryOptions(filter: AuditFilter) {
  const address = withQuery('/api/admin/audit', { actor: filter.actor || undefined, action: filter.action || undefined, page: filter.page, limit: AUDIT_PAGE_SIZE });
  return queryOptions({
    ...apiQueryOptions<Paged<AuditEntry>, ReturnType<typeof auditKeys.list>>(auditKeys.list(filter), address),
    placeholderData: keepPreviousData,
  });
}

export const useAudit = (filter: AuditFilter) => useQuery(auditQueryOptions(filter));

// The actors filter offers the administrators; an entry by a former one still shows in the list.
const ACTORS_LIMIT = 100;

export function useAuditActors() {
  const address = withQuery('/api/admin/users', { role: 'SUPER_USER', limit: ACTORS_LIMIT });
  return useQuery(apiQueryOptions<Paged<AdminUser>, ReturnType<typeof auditKeys.actors>>(auditKeys.actors(), address));
}
