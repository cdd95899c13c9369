// A member of one's own for the account specs: they change passwords, addresses and erase
// accounts, which must never touch the seeded members other specs sign in with.
import { request as playwrightRequest } from '@playwright/test';
import { expect } from '../../support/fixtures.js';
import { mailLinkFor } from './mail-inbox.js';

export const FIRST_PASSWORD = 'Orbit-Lantern-2026!';
export const SECOND_PASSWORD = 'Comet-Harbour-2027?';

export type NewMember = { email: string; password: string };

/** The CSRF check wants a same-origin Origin on every mutation. */
export function mutationHeaders(baseURL: string): Record<string, string> {
  return { Origin: baseURL, 'Content-Type': 'application/json' };
}

/**
 * Registers through the API and verifies through the mailed link, in a request context of its
 * own that is thrown away: no browser of the spec is signed in, and no session is left over.
 */
export async function registerVerifiedMember(baseURL: string, inbox: string, label: string): Promise<NewMember> {
  const email = `e2e-${label}-${Date.now()}@starshelf.test`;
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const headers = mutationHeaders(baseURL);
    const data = { email, password: FIRST_PASSWORD, confirmPassword: FIRST_PASSWORD, firstName: 'Test', lastName: label, locale: 'en' };
    const registered = await api.post('/api/auth/register', { headers, data });
    expect(registered.status(), await registered.text()).toBe(201);
    const link = new URL(await mailLinkFor(inbox, email, '/verify-email'), baseURL);
    const verified = await api.post('/api/auth/verify-email', { headers, data: { token: link.searchParams.get('token') } });
    expect(verified.status(), await verified.text()).toBe(200);
    const signedOut = await api.post('/api/auth/logout', { headers });
    expect(signedOut.status()).toBe(204);
  } finally {
    await api.dispose();
  }
  return { email, password: FIRST_PASSWORD };
}

/** Whether a sign-in with these credentials succeeds (in a throwaway request context). */
export async function canSignIn(baseURL: string, email: string, password: string): Promise<boolean> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const response = await api.post('/api/auth/login', { headers: mutationHeaders(baseURL), data: { email, password } });
    return response.status() === 200;
  } finally {
    await api.dispose();
  }
}
