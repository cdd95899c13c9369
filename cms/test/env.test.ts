import { describe, expect, it } from 'vitest';

import { CmsEnvError, editorPasswordOf, parseCmsEnv } from '../src/env.js';

const SECRET = 'f3b1c0d2e4a5968778695a4b3c2d1e0f';
const production = { NODE_ENV: 'production', PAYLOAD_SECRET: SECRET, SMTP_HOST: 'smtp.example.org' } as const;

describe('cms environment in production', () => {
  it('accepts an own secret and an SMTP server, and hands the SMTP settings to the mail adapter', () => {
    const env = parseCmsEnv({ ...production, SMTP_PORT: '587', SMTP_USER: 'u', SMTP_PASS: 'p', SMTP_SECURE: 'true' });
    expect(env.isProduction).toBe(true);
    expect(env.smtp).toEqual({ host: 'smtp.example.org', port: 587, user: 'u', pass: 'p', from: 'Starshelf <no-reply@starshelf.local>', isSecure: true });
  });

  it.each([
    ['a missing secret', { PAYLOAD_SECRET: '' }, /PAYLOAD_SECRET/],
    ['the development secret', { PAYLOAD_SECRET: 'starshelf-dev-only-secret-never-use-in-production' }, /PAYLOAD_SECRET/],
    ['missing SMTP settings', { SMTP_HOST: '' }, /SMTP_HOST/],
  ])('refuses %s with a one-line message that echoes no value', (_name, override, pattern) => {
    const run = () => parseCmsEnv({ ...production, ...override });
    expect(run).toThrow(CmsEnvError);
    expect(run).toThrow(pattern);
    try {
      run();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
      expect((error as Error).message).not.toContain('starshelf-dev-only');
    }
  });

  it.each([
    ['missing', undefined],
    ['the published example', 'Starshelf-Editor-2026!'],
    ['one character', 'x'],
    ['long but of one kind', 'passwordpasswordpassword'],
  ])('refuses an editor password that is %s', (_name, password) => {
    const env = parseCmsEnv({ ...production, ...(password === undefined ? {} : { EDITOR_PASSWORD: password }) });
    expect(() => editorPasswordOf(env)).toThrow(/EDITOR_PASSWORD/);
  });

  it('accepts a strong editor password of the operator', () => {
    expect(editorPasswordOf(parseCmsEnv({ ...production, EDITOR_PASSWORD: 'Orbit-Lantern-4417!' }))).toBe('Orbit-Lantern-4417!');
  });

  it('lets the build go without secret, SMTP or editor (next build runs with NODE_ENV=production)', () => {
    const env = parseCmsEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' });
    expect(env.isProduction).toBe(false);
    expect(editorPasswordOf(env)).toBeUndefined();
  });
});

describe('cms environment outside production', () => {
  it('runs with the development secret, no SMTP and no editor password (the admin asks for the first user)', () => {
    const env = parseCmsEnv({ NODE_ENV: 'development' });
    expect(env.smtp).toBeUndefined();
    expect(editorPasswordOf(env)).toBeUndefined();
    expect(editorPasswordOf(parseCmsEnv({ NODE_ENV: 'development', EDITOR_PASSWORD: 'Starshelf-Editor-2026!' }))).toBe('Starshelf-Editor-2026!');
  });
});
