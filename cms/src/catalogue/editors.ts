import { cataloguePayload } from './runtime.js';

export type EnsureEditorInput = { email: string; password: string; name?: string };

/**
 * Creates the first editor account when there is none, so a fresh install can sign in to the
 * admin. Idempotent: once any editor exists it does nothing (a changed password in .env does
 * not overwrite one set in the admin). A system action by nature: nobody is signed in yet.
 */
export async function ensureEditor(input: EnsureEditorInput): Promise<{ isCreated: boolean }> {
  const payload = await cataloguePayload();
  const { totalDocs } = await payload.count({ collection: 'editors', overrideAccess: true });
  if (totalDocs > 0) return { isCreated: false };
  await payload.create({
    collection: 'editors',
    data: { email: input.email, password: input.password, name: input.name ?? 'Editor' },
    overrideAccess: true,
  });
  return { isCreated: true };
}
