import type { Editor } from '../payload-types.js';

/**
 * Who a catalogue call acts for, always stated by the caller (docs/style.md: no silent
 * overrideAccess). `actor` runs Payload's access rules for that editor, or for an anonymous
 * visitor when null; `asSystem` skips them for trusted callers (seeder, start-up, the community
 * API after it has checked the member's role itself).
 */
export type CatalogueAccess = { actor: Editor | null } | { asSystem: true };

export const AS_SYSTEM: CatalogueAccess = { asSystem: true };
export const ANONYMOUS: CatalogueAccess = { actor: null };

type LocalApiAccess = { overrideAccess: boolean; user?: Editor & { collection: 'editors' } };

export function toLocalApiAccess(access: CatalogueAccess): LocalApiAccess {
  if ('asSystem' in access) return { overrideAccess: true };
  if (!access.actor) return { overrideAccess: false };
  return { overrideAccess: false, user: { ...access.actor, collection: 'editors' } };
}
