import { fireEvent, screen, waitFor } from '@testing-library/react';
import { currentUserSchema } from '@starshelf/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMember, fakeAnswer } from '@/testing/answers';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { AskBeforeSwitching } from './ask-before-switching';
import { VerifyEmail } from './verify-email';

const signedInAs = fakeAnswer(currentUserSchema, aMember({ displayName: 'Grace', email: 'grace@example.org' }));
const linkOwner = fakeAnswer(currentUserSchema, aMember({ displayName: 'Ada', email: 'ada@example.org' }));

afterEach(() => vi.unstubAllGlobals());

function openVerificationLink() {
  return renderWithProviders(
    <AskBeforeSwitching>
      <VerifyEmail token="link-token" />
    </AskBeforeSwitching>,
    { path: '/verify-email?token=link-token' },
  );
}

describe('AskBeforeSwitching', () => {
  it('asks a browser signed in as someone else before the link is used', async () => {
    const fetchMock = stubApi([
      { match: /\/api\/auth\/user/, answer: signedInAs },
      { match: /\/api\/auth\/verify-email/, method: 'POST', answer: linkOwner },
    ]);
    openVerificationLink();
    expect(await screen.findByRole('heading', { name: 'Switch account?' })).toBeTruthy();
    expect(screen.getByText('You are signed in as Grace (grace@example.org). This link may belong to another account.')).toBeTruthy();
    expect(callsTo(fetchMock, /verify-email/)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: "Continue and sign in as the link's account" }));
    await waitFor(() => expect(callsTo(fetchMock, /verify-email/, 'POST')).toEqual([{ url: '/api/auth/verify-email', body: { token: 'link-token' } }]));
  });

  it('uses nothing of the link when the member cancels', async () => {
    const fetchMock = stubApi([{ match: /\/api\/auth\/user/, answer: signedInAs }]);
    const { router } = openVerificationLink();
    fireEvent.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetchMock, /verify-email/)).toEqual([]);
  });

  it('uses the link at once in a signed-out browser, and does not ask once it has signed the owner in', async () => {
    const fetchMock = stubApi([
      { match: /\/api\/auth\/user/, status: 401 },
      { match: /\/api\/auth\/verify-email/, method: 'POST', answer: linkOwner },
    ]);
    const { router } = openVerificationLink();
    await waitFor(() => expect(callsTo(fetchMock, /verify-email/, 'POST')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(screen.queryByRole('heading', { name: 'Switch account?' })).toBeNull();
  });
});
