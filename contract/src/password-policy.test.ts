import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, checkPassword, passwordSchema } from './password-policy.js';

describe('checkPassword rules', () => {
  it('requires 12 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
  });

  it.each([
    ['11 characters with every type', 'Abcdefgh1!x', ['min_length']],
    ['12 characters with every type', 'Abcdefgh1!xy', []],
    ['no upper case', 'abcdefgh1!xy', ['uppercase']],
    ['no lower case', 'ABCDEFGH1!XY', ['lowercase']],
    ['no number', 'Abcdefghi!xy', ['number']],
    ['no special character', 'Abcdefgh12xy', ['special']],
    ['only lower case and numbers', 'abcdefgh1234', ['uppercase', 'special', 'character_types']],
    ['only lower case', 'abcdefghijkl', ['uppercase', 'number', 'special', 'character_types']],
    ['empty', '', ['min_length', 'uppercase', 'lowercase', 'number', 'special', 'character_types']],
    ['German letters counted by case', 'Ärger über 1€!', []],
  ])('%s fails %j', (_case, password, failures) => {
    const result = checkPassword(password);
    expect(result.failures).toEqual(failures);
    expect(result.isValid).toBe(failures.length === 0);
  });

  it('counts spaces as neither a letter nor a special character', () => {
    expect(checkPassword('Abcdefgh1 xy').failures).toEqual(['special']);
  });
});

describe('checkPassword strength', () => {
  it.each([
    ['', 0, 'very_weak'],
    ['Ab1!', 0, 'very_weak'],
    ['abcdefghijklmnop', 0, 'very_weak'],
    ['abcdefgh1234', 1, 'weak'],
    ['Abcdefgh1!x', 1, 'weak'],
    ['Abcdefgh1!xy', 2, 'fair'],
    ['Abcdefgh1!xyzwv', 2, 'fair'],
    ['Abcdefgh1!xyzwvu', 3, 'strong'],
    ['Abcdefgh1!xyzwvutsr', 3, 'strong'],
    ['Abcdefgh1!xyzwvutsrq', 4, 'very_strong'],
  ])('rates %j as %i (%s)', (password, strength, level) => {
    expect(checkPassword(password)).toMatchObject({ strength, level });
  });
});

describe('passwordSchema', () => {
  it.each([
    ['Abcdefgh1!xy', []],
    ['Abcdefgh1!x', ['password is too weak']],
    [`Aa1!${'x'.repeat(125)}`, ['password is too long']],
  ])('validates %j with %j', (password, messages) => {
    const result = passwordSchema.safeParse(password);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual(messages);
  });
});
