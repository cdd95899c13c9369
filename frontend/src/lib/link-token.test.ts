import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeLinkToken } from './link-token';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('takeLinkToken', () => {
  it('takes the token out of the address bar without a new history entry, keeping the rest of the address', () => {
    window.history.replaceState({ kept: 1 }, '', '/reset-password?lang=de&token=SECRET#form');
    const entries = window.history.length;
    takeLinkToken();
    expect(window.location.href).toBe('http://localhost:3000/reset-password?lang=de#form');
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ kept: 1 });
  });

  it('leaves an address without a token alone', () => {
    window.history.replaceState(null, '', '/books?genre=fantasy');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    takeLinkToken();
    expect(replaceState).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?genre=fantasy');
  });

  it('is what main.tsx runs first: importing the app entry module takes the token', async () => {
    window.history.replaceState(null, '', '/verify-email?token=SECRET');
    vi.resetModules();
    await import('@/app/take-link-token');
    expect(window.location.href).toBe('http://localhost:3000/verify-email');
  });
});
