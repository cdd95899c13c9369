// Calls an administrator makes outside the screen under test: sign-ins of other members, and the
// clean-up of the accounts a spec made (erased through the real erasure, so nothing is left).
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { DEV_MEMBER_PASSWORD, expect, MEMBERS } from './fixtures.js';

/** The CSRF check wants a same-origin Origin on every mutation. */
export const mutationHeaders = (baseURL: string) => ({ Origin: baseURL, 'Content-Type': 'application/json' });

/** A request context signed in as `email` (the seeded password unless given); dispose it after use. */
export async function signedInApi(baseURL: string, email: string, password = DEV_MEMBER_PASSWORD): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const response = await api.post('/api/auth/login', { headers: mutationHeaders(baseURL), data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

/** The status and error code of a sign-in attempt, in a throwaway context. */
export async function signInAttempt(baseURL: string, email: string, password = DEV_MEMBER_PASSWORD): Promise<{ status: number; code?: string }> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const response = await api.post('/api/auth/login', { headers: mutationHeaders(baseURL), data: { email, password } });
    const body = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
    return { status: response.status(), code: body.error?.code };
  } finally {
    await api.dispose();
  }
}

/** Erases the given accounts as the seeded administrator (the moderation call takes 500 at a time). */
export async function eraseAccounts(baseURL: string, userIds: readonly string[]): Promise<void> {
  const admin = await signedInApi(baseURL, MEMBERS.super);
  try {
    for (let start = 0; start < userIds.length; start += 500) {
      const response = await admin.post('/api/admin/users/moderate', {
        headers: mutationHeaders(baseURL),
        data: { userIds: userIds.slice(start, start + 500), action: 'erase', reason: 'e2e clean-up' },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
  } finally {
    await admin.dispose();
  }
}
