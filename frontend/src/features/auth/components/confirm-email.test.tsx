import { screen, waitFor } from '@testing-library/react';
import { currentUserSchema } from '@starshelf/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMember, fakeAnswer } from '@/testing/answers';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { ConfirmEmail } from './confirm-email';

afterEach(() => vi.unstubAllGlobals());

describe('ConfirmEmail', () => {
  it('posts the token once, without asking, and names the new address', async () => {
    const fetchMock = stubApi([
      { match: /\/api\/auth\/email\/confirm/, method: 'POST', answer: fakeAnswer(currentUserSchema, aMember({ email: 'new@example.org' })) },
      { match: /\/api\/auth\/user/, answer: fakeAnswer(currentUserSchema, aMember({ displayName: 'Grace', email: 'grace@example.org' })) },
    ]);
    renderWithProviders(<ConfirmEmail token="change-token" />);
    expect(await screen.findByText('Your address is now new@example.org.')).toBeTruthy();
    expect(callsTo(fetchMock, /email\/confirm/, 'POST')).toEqual([{ url: '/api/auth/email/confirm', body: { token: 'change-token' } }]);
  });

  it('says that an expired link has expired', async () => {
    stubApi([{ match: /\/api\/auth\/email\/confirm/, status: 400, code: 'TOKEN_EXPIRED' }]);
    renderWithProviders(<ConfirmEmail token="old-token" />);
    expect(await screen.findByText('This link has expired.')).toBeTruthy();
  });

  it('says when the new address was taken by another account in the meantime', async () => {
    stubApi([{ match: /\/api\/auth\/email\/confirm/, status: 409, code: 'CONFLICT' }]);
    renderWithProviders(<ConfirmEmail token="late-token" />);
    expect(await screen.findByText(/This address belongs to another account by now/)).toBeTruthy();
  });

  it('calls nothing for a link without a token', async () => {
    const fetchMock = stubApi([]);
    renderWithProviders(<ConfirmEmail token={null} />);
    expect(screen.getByRole('alert').textContent).toMatch(/This link is incomplete/);
    await waitFor(() => expect(callsTo(fetchMock, /email\/confirm/)).toEqual([]));
  });
});
