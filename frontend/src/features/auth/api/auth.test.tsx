import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/lib/auth/get-current-user';
import { currentUserSchema } from '@starshelf/contract';
import { aMember, fakeAnswer } from '@/testing/answers';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { useVerifyEmail } from './auth';

const member = fakeAnswer(currentUserSchema, aMember({ firstName: 'Test', lastName: 'Reader', email: 'test@example.org', displayName: 'Test Reader' }));

/** Like the verification page: the current user is asked for while the token is being posted. */
function VerifyingPage() {
  const user = useCurrentUser();
  const { mutate } = useVerifyEmail();
  useEffect(() => mutate({ token: 'token' }), [mutate]);
  return <p>{user.isPending ? 'asking' : (user.data?.displayName ?? 'signed out')}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('signing in', () => {
  it('is not undone by a current-user answer that was on its way before the session existed', async () => {
    let answerUser: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn<typeof fetch>((input, init) => {
      if (String(input).includes('/api/auth/verify-email')) return Promise.resolve(jsonResponse(member));
      // The request left without a session: it will say 401, later than the verification answers.
      return new Promise<Response>((resolve, reject) => {
        answerUser = resolve;
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }));
    renderWithProviders(<VerifyingPage />);
    expect(await screen.findByText('Test Reader')).toBeTruthy();
    answerUser(jsonResponse(null, 401));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => expect(screen.getByText('Test Reader')).toBeTruthy());
  });
});
