import { fireEvent, screen, waitFor } from '@testing-library/react';
import { acceptedSchema, type ErrorCode } from '@starshelf/contract';
import { describe, expect, it } from 'vitest';
import { fakeAnswer } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { errorResponse, jsonResponse, renderWithProviders } from '@/testing/render';
import { LoginForm } from './login-form';

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

function stubLogin(status: number, code: ErrorCode) {
  const fetchMock = stubApi([]);
  fetchMock.mockImplementation(async (input) => {
    if (String(input).includes('/api/auth/login')) {
      return errorResponse(code, code, status);
    }
    return jsonResponse(fakeAnswer(acceptedSchema, { accepted: true }), 202);
  });
  return fetchMock;
}

describe('LoginForm', () => {
  it('asks for a valid email address and a password before calling the server', async () => {
    const fetchMock = stubApi([]);
    renderWithProviders(<LoginForm />);
    fill('not-an-email', '');
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the credentials are wrong on INVALID_CREDENTIALS', async () => {
    stubLogin(401, 'INVALID_CREDENTIALS');
    renderWithProviders(<LoginForm />);
    fill('ada@example.org', 'wrong');
    expect(await screen.findByText('Email or password is incorrect.')).toBeTruthy();
    expect(screen.queryByText('Login failed, unexpected error.')).toBeNull();
  });

  it('says the account is suspended on ACCOUNT_SUSPENDED', async () => {
    stubLogin(403, 'ACCOUNT_SUSPENDED');
    renderWithProviders(<LoginForm />);
    fill('ada@example.org', 'right');
    expect(await screen.findByText('This account is suspended.')).toBeTruthy();
  });

  it('leads an unverified member to the verification-required screen with a resend button', async () => {
    const fetchMock = stubLogin(403, 'EMAIL_NOT_VERIFIED');
    renderWithProviders(<LoginForm />);
    fill('Ada@Example.org', 'Secret-password-1');
    expect(await screen.findByRole('heading', { name: 'Email verification required' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/auth/resend-verification'))).toBe(true));
    const resend = fetchMock.mock.calls.find(([url]) => String(url).includes('resend'));
    expect(JSON.parse(String(resend?.[1]?.body))).toEqual({ email: 'ada@example.org' });
    expect(await screen.findByText(/a new link is on its way/)).toBeTruthy();
  });

  it('falls back to the generic login failure for an unexpected error', async () => {
    stubLogin(500, 'INTERNAL');
    renderWithProviders(<LoginForm />);
    fill('ada@example.org', 'x');
    expect(await screen.findByText('Login failed, unexpected error.')).toBeTruthy();
  });

  it('links to the forgotten-password page', () => {
    stubApi([]);
    renderWithProviders(<LoginForm />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
  });
});
