import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/api-error';
import type { CurrentUser } from '@starshelf/contract';
import { api } from '@/lib/api/client';

export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
};

/** A 401 means signed out, not an error (SPEC.md §4); other failures also leave the reader anonymous. */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/api/auth/user', { signal });
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: authKeys.user(), queryFn: ({ signal }) => getCurrentUser(signal) });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/**
 * Mirrors the contract's `isSuper` for the shell: importing the contract's index here would pull
 * zod into the initial bundle of every page (the rule is one comparison, SUPER_USER being the top role).
 */
export function isSuperUser(user: CurrentUser | null | undefined): boolean {
  return user?.role === 'SUPER_USER';
}
