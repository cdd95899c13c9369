import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.js';

describe('displayName', () => {
  it.each([
    [{ firstName: 'Ursula', lastName: 'Le Guin', email: 'ursula@example.org' }, 'Ursula Le Guin'],
    [{ firstName: 'Ursula', lastName: '', email: 'ursula@example.org' }, 'Ursula'],
    [{ firstName: 'Ursula', lastName: null }, 'Ursula'],
    [{ firstName: '  ', lastName: 'Le Guin', email: 'ursula@example.org' }, 'ursula'],
    [{ email: 'ursula.k@example.org' }, 'ursula.k'],
    [{ email: '@example.org' }, 'Anonymous User'],
    [{ firstName: null, lastName: null, email: null }, 'Anonymous User'],
    [{}, 'Anonymous User'],
    [null, 'Anonymous User'],
    [undefined, 'Anonymous User'],
  ])('names %j %j', (user, expected) => {
    expect(displayName(user)).toBe(expected);
  });
});
