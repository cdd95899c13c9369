import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema } from './auth.js';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('loginSchema', () => {
  it.each([
    [{ email: 'reader@example.org', password: 'x' }, []],
    [{ email: 'not-an-email', password: 'x' }, ['email: please enter a valid email address']],
    [{ email: 'reader@example.org', password: '' }, ['password: please enter your password']],
    [{}, ['email: please enter a valid email address', 'password: please enter your password']],
  ])('checks %j', (input, expected) => {
    expect(messages(loginSchema.safeParse(input))).toEqual(expected);
  });

  it('normalises the email address', () => {
    expect(loginSchema.parse({ email: '  Reader@Example.ORG ', password: 'x' }).email).toBe('reader@example.org');
  });
});

describe('registerSchema', () => {
  const valid = {
    email: 'reader@example.org',
    password: 'Abcdefgh1!xy',
    confirmPassword: 'Abcdefgh1!xy',
    firstName: 'Ada',
    lastName: 'Lovelace',
    locale: 'de',
  };

  it.each([
    ['a valid registration', {}, []],
    ['a mismatching confirmation', { confirmPassword: 'Abcdefgh1!xz' }, ['confirmPassword: passwords do not match']],
    ['a weak password', { password: 'short', confirmPassword: 'short' }, ['password: password is too weak']],
    ['a bad email', { email: 'reader' }, ['email: please enter a valid email address']],
  ])('%s gives %j', (_case, change, expected) => {
    expect(messages(registerSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });

  it('refuses a locale outside en, de and it', () => {
    const result = registerSchema.safeParse({ ...valid, locale: 'fr' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['locale']);
  });

  it('leaves a missing locale to the server and allows missing names', () => {
    const parsed = registerSchema.parse({ email: valid.email, password: valid.password, confirmPassword: valid.password, locale: null });
    expect(parsed.locale).toBeUndefined();
    expect(parsed.firstName).toBeUndefined();
  });
});
