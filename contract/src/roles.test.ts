import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './enums.js';
import { ROLE_LABELS, hasRole, isGolden, isSuper } from './roles.js';

const user = (role: Role) => ({ role });
const levels: Record<Role, number> = { NORMAL_USER: 0, POWER_USER: 1, GOLDEN_USER: 2, SUPER_USER: 3 };
const matrix = ROLES.flatMap((held) =>
  ROLES.map((required) => [held, required, levels[held] >= levels[required]] as const),
);

describe('hasRole', () => {
  it.each(matrix)('a %s checked against %s passes: %s', (held, required, expected) => {
    expect(hasRole(user(held), required)).toBe(expected);
  });

  it.each(ROLES.map((required) => [required, required === 'NORMAL_USER'] as const))(
    'an anonymous visitor checked against %s passes: %s',
    (required, expected) => {
      expect(hasRole(null, required)).toBe(expected);
      expect(hasRole(undefined, required)).toBe(expected);
    },
  );

  it('treats an unknown role string as NORMAL_USER', () => {
    const stranger = { role: 'ROOT' as Role };
    expect(hasRole(stranger, 'NORMAL_USER')).toBe(true);
    expect(hasRole(stranger, 'POWER_USER')).toBe(false);
  });
});

describe('isGolden and isSuper', () => {
  it.each([
    ['NORMAL_USER', false, false],
    ['POWER_USER', false, false],
    ['GOLDEN_USER', true, false],
    ['SUPER_USER', true, true],
  ] as const)('a %s is golden: %s, super: %s', (role, golden, superUser) => {
    expect(isGolden(user(role))).toBe(golden);
    expect(isSuper(user(role))).toBe(superUser);
  });

  it('counts an anonymous visitor as neither', () => {
    expect(isGolden(null)).toBe(false);
    expect(isSuper(undefined)).toBe(false);
  });
});

describe('ROLE_LABELS', () => {
  it('labels every role', () => {
    expect(Object.keys(ROLE_LABELS).sort()).toEqual([...ROLES].sort());
    expect(ROLE_LABELS.SUPER_USER).toBe('Administrator');
  });
});
