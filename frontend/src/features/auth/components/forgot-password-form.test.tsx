import { fireEvent, screen } from '@testing-library/react';
import { acceptedSchema } from '@starshelf/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAnswer } from '@/testing/answers';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { ForgotPasswordForm } from './forgot-password-form';

const accepted = fakeAnswer(acceptedSchema, { accepted: true });

afterEach(() => vi.unstubAllGlobals());

function ask(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
}

describe('ForgotPasswordForm', () => {
  it('asks for a valid address before calling the server', async () => {
    const fetchMock = stubApi([]);
    renderWithProviders(<ForgotPasswordForm />);
    ask('not-an-email');
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the address and always answers that a link was sent if the account exists', async () => {
    const fetchMock = stubApi([{ match: /\/api\/auth\/password-reset$/, method: 'POST', status: 202, answer: accepted }]);
    renderWithProviders(<ForgotPasswordForm />);
    ask(' Ada@Example.org ');
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'If an account exists for ada@example.org, we sent a link to it. The link is valid for 30 minutes and works once.',
    );
    expect(callsTo(fetchMock, /password-reset$/, 'POST')).toEqual([{ url: '/api/auth/password-reset', body: { email: 'ada@example.org' } }]);
  });

  it('names a rate limit instead of claiming a mail was sent', async () => {
    stubApi([{ match: /\/api\/auth\/password-reset$/, status: 429, code: 'RATE_LIMITED' }]);
    renderWithProviders(<ForgotPasswordForm />);
    ask('ada@example.org');
    expect(await screen.findByText('Too many requests. Please wait a moment.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('links back to the login page', () => {
    stubApi([]);
    renderWithProviders(<ForgotPasswordForm />);
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
  });
});
