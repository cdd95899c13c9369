import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, Registered, RegisterInput, ResendVerificationInput, VerifyEmailInput } from '@starshelf/contract';
import type { CurrentUser } from '@starshelf/contract';
import { api } from '@/lib/api/client';
import { authKeys } from '@/lib/auth/get-current-user';

export type RegisterAnswer = Registered;

/**
 * After sign-in every cached answer may differ (own ratings, reading list), so all but the user is
 * refetched. A current-user request still on its way left before the session existed: its "signed
 * out" would overwrite the user, so it is cancelled first.
 */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return async (user: CurrentUser) => {
    await queryClient.cancelQueries({ queryKey: authKeys.user() });
    queryClient.setQueryData(authKeys.user(), user);
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  };
}

/** After the session ended here (account erased): nobody is signed in, and member-only answers go. */
export function useSignedOut() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.cancelQueries({ queryKey: authKeys.user() });
    queryClient.setQueryData(authKeys.user(), null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  };
}

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: (input: LoginInput) => api.post<CurrentUser>('/api/auth/login', input), onSuccess: signedIn });
}

export function useRegister() {
  return useMutation({ mutationFn: (input: RegisterInput) => api.post<RegisterAnswer>('/api/auth/register', input) });
}

/** The token alone, or with the password the server asked for (PASSWORD_REQUIRED, decision 106). */
export function useVerifyEmail() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: (input: VerifyEmailInput) => api.post<CurrentUser>('/api/auth/verify-email', input), onSuccess: signedIn });
}

export function useResendVerification() {
  return useMutation({ mutationFn: (email: string) => api.post('/api/auth/resend-verification', { email } satisfies ResendVerificationInput) });
}
