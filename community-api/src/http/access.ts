import { ROLES, type Role } from '@starshelf/contract';

/** Who may call a route: anyone, any signed-in member, or members of at least this role. */
export type Access = 'public' | 'signed-in' | Role;

/** Every access rule there is; mounting refuses a route whose rule is not one of these. */
export const ACCESS_RULES: readonly Access[] = ['public', 'signed-in', ...ROLES];
