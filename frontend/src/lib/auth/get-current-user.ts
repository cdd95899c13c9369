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
 * The signed-in member, or null for an anonymous reader AND while the session is still being asked
 * for: for what only differs between members and everyone else (a menu, a link, a card's reading
 * list control), whose anonymous form the server already rendered.
 *
 * Why not `useCurrentUser().data ?? null`: its `data` turns from undefined to null when an anonymous
 * reader's session answers 401, and every component reading it renders again, synchronously (a
 * query's update is no transition), for the same output: on a page of cards, a long task right
 * after the app took the page over. Here the value is null before and after, so nothing renders
 * again; a member's page renders once more when the member arrives, as before.
 * A component that must wait for the answer (a page only members may see) uses `useCurrentUser`.
 */
export function useSignedInUser(): CurrentUser | null {
  return useQuery({ ...currentUserQueryOptions(), placeholderData: null }).data ?? null;
}

/**
 * Mirrors the contract's `isSuper` for the shell: importing the contract's index here would pull
 * zod into the initial bundle of every page (the rule is one comparison, SUPER_USER being the top role).
 */
export function isSuperUser(user: CurrentUser | null | undefined): boolean {
  return user?.role === 'SUPER_USER';
}
