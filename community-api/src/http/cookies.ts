import type { CookieOptions, Request, Response } from 'express';
import type { Config } from '../config.js';

/** Reads one cookie from the header without a parser middleware; malformed encodings count as absent. */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function sessionCookieOptions(config: Pick<Config, 'session'>): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.session.isSecure, path: '/' };
}

export function setSessionCookie(res: Response, config: Pick<Config, 'session'>, token: string, expiresAt: Date): void {
  res.cookie(config.session.cookieName, token, { ...sessionCookieOptions(config), expires: expiresAt });
}

export function clearSessionCookie(res: Response, config: Pick<Config, 'session'>): void {
  res.clearCookie(config.session.cookieName, sessionCookieOptions(config));
}

/**
 * The browser's registration cookie (decision 106): a random value whose digest keys the
 * registrations this browser sent. Every registration answer sets a fresh one, whatever the
 * address, so the answer still tells nothing about which addresses have accounts.
 */
export function setRegistrationCookie(res: Response, config: Pick<Config, 'session'>, value: string, expiresAt: Date): void {
  res.cookie(config.session.registrationCookieName, value, { ...sessionCookieOptions(config), sameSite: 'strict', expires: expiresAt });
}

export function clearRegistrationCookie(res: Response, config: Pick<Config, 'session'>): void {
  res.clearCookie(config.session.registrationCookieName, { ...sessionCookieOptions(config), sameSite: 'strict' });
}
