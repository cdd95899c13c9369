import { ROLES, type Role } from './enums.js';

export type RoleHolder = { role: Role } | null | undefined;

/** Roles ascend in the order of `ROLES`; anonymous visitors rank as NORMAL_USER (docs/rules.md §6). */
function rankOf(user: RoleHolder): number {
  const rank = user ? ROLES.indexOf(user.role) : -1;
  // An unknown role string from outside the type system must not grant more than the minimum.
  return rank < 0 ? 0 : rank;
}

export function hasRole(user: RoleHolder, required: Role): boolean {
  return rankOf(user) >= ROLES.indexOf(required);
}

/** Golden members (GOLDEN_USER and above) get the AI features. */
export function isGolden(user: RoleHolder): boolean {
  return hasRole(user, 'GOLDEN_USER');
}

export function isSuper(user: RoleHolder): boolean {
  return hasRole(user, 'SUPER_USER');
}

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  NORMAL_USER: 'User',
  POWER_USER: 'Standard user',
  GOLDEN_USER: 'Premium user',
  SUPER_USER: 'Administrator',
};
