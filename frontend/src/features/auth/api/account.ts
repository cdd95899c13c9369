import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  CurrentUser,
  DeleteAccountInput,
  EmailRestored,
  LinkTokenBody,
  MemberSession,
  PasswordResetConfirm,
  PasswordResetRequest,
} from '@starshelf/contract';
import { api } from '@/lib/api/client';
import { authKeys } from '@/lib/auth/get-current-user';
import { useSignedIn, useSignedOut } from './auth';

/** The calls of docs/api.md "Account lifecycle". */

export const accountKeys = {
  sessions: () => ['account', 'sessions'] as const,
};

export function usePasswordResetRequest() {
  return useMutation({ mutationFn: (input: PasswordResetRequest) => api.post('/api/auth/password-reset', input) });
}

/** A successful reset signs the member in (the answer is the user). */
export function usePasswordResetConfirm() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: PasswordResetConfirm) => api.post<CurrentUser>('/api/auth/password-reset/confirm', input),
    onSuccess: signedIn,
  });
}

/** Every other session ends on the server, so the list of sessions is stale afterwards. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<void>('/api/auth/password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: (input: ChangeEmailInput) => api.post('/api/auth/email', input) });
}

/**
 * The answer names the member with the new address, but the link may be opened in a browser that is
 * not signed in: the current user is asked for again rather than taken from the answer.
 */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<CurrentUser>('/api/auth/email/confirm', { token } satisfies LinkTokenBody),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.user() }),
  });
}

/**
 * Undoing ends every session of the account on the server, this browser's too if it held one of
 * them: whoever is cached as signed in is asked for again.
 */
export function useUndoEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<EmailRestored>('/api/auth/email/undo', { token } satisfies LinkTokenBody),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.user() }),
  });
}

export function useSessions() {
  return useQuery({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => api.get<MemberSession[]>('/api/auth/sessions', { signal }) });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/auth/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/auth/sessions'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

/**
 * The server erases the account and ends this session: the browser is signed out. `leave` moves
 * off the members-only page first, so it never flashes its "please log in" screen.
 */
export function useDeleteAccount(leave: () => void) {
  const signedOut = useSignedOut();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => api.delete('/api/profile', { body: input }),
    onSuccess: async () => {
      leave();
      await signedOut();
    },
  });
}
