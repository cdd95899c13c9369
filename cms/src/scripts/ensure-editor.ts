// Run after migrations by the start script: `tsx src/scripts/ensure-editor.ts`.
import { failureReason } from '@starshelf/contract';

import { ensureEditor } from '../catalogue/index.js';
import { cmsEnv, CmsEnvError, editorPasswordOf } from '../env.js';
import { bootCatalogue, closeCatalogue } from '../payload/index.js';

async function main(): Promise<void> {
  const env = cmsEnv();
  // Production refuses a missing, published or weak password here, before anything is written.
  const password = editorPasswordOf(env);
  if (!password) {
    // Development only: the admin shows its create-first-user screen instead.
    console.log('[cms] EDITOR_PASSWORD is not set: the first visit to /cms/admin creates the editor.');
    return;
  }
  await bootCatalogue();
  const { isCreated } = await ensureEditor({ email: env.editorEmail, password, name: 'Editor' });
  console.log(
    isCreated
      ? `[cms] created the first editor ${env.editorEmail} (password from EDITOR_PASSWORD)`
      : '[cms] an editor account exists already; nothing to do',
  );
}

try {
  await main();
} catch (error) {
  console.error(error instanceof CmsEnvError ? `[cms] ${error.message}` : `[cms] creating the first editor failed: ${failureReason(error)}`);
  process.exitCode = 1;
} finally {
  await closeCatalogue();
}
