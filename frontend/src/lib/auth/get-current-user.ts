import { hashKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isApiError } from '@/lib/api/api-error';
import type { CurrentUser } from '@starshelf/contract';
import { api } from '@/lib/api/client';

export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
};

/** A 401 means signed out, not an error (docs/rules.md §4); other failures also leave the reader anonymous. */
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

const USER_QUERY_HASH = hashKey(authKeys.user());

/**
 * The signed-in member, or null for an anonymous reader AND while the session is still being asked
 * for, AND while React takes a server-rendered page over: for what only differs between members
 * and everyone else (a menu, a link, a card's reading-list control), whose anonymous form the
 * server rendered.
 *
 * - While hydrating it is null, as on the server (the server snapshot), even when the member's
 *   session arrived meanwhile: a member's page is taken over without a mismatch, then shows the
 *   member in the next render.
 * - Only a change of the value renders again. `useCurrentUser().data ?? null` turned from undefined
 *   to null when an anonymous reader's session answered 401, and every component reading it
 *   rendered again, synchronously, for the same output: a long task right after the app took a page
 *   of cards over.
 *
 * A component that must wait for the answer (a page only members may see) uses `useCurrentUser`.
 */
export function useSignedInUser(): CurrentUser | null {
  const queryClient = useQueryClient();
  // An observer keeps the session asked for; it never renders this component itself.
  useQuery({ ...currentUserQueryOptions(), notifyOnChangeProps: [] });
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === USER_QUERY_HASH) onChange();
    }),
    [queryClient],
  );
  const signedIn = () => queryClient.getQueryData<CurrentUser | null>(authKeys.user()) ?? null;
  return useSyncExternalStore(subscribe, signedIn, anonymousAsOnTheServer);
}

const anonymousAsOnTheServer = () => null;

/**
 * Mirrors the contract's `isSuper` for the shell: importing the contract's index here would pull
 * zod into the initial bundle of every page (the rule is one comparison, SUPER_USER being the top role).
 */
export function isSuperUser(user: CurrentUser | null | undefined): boolean {
  return user?.role === 'SUPER_USER';
}
