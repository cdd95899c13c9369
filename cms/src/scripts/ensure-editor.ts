// Run after migrations by the start script: `tsx src/scripts/ensure-editor.ts`.
import { closeCatalogue, ensureEditor } from '../catalogue/index.js';
import { cmsEnv } from '../env.js';

async function main(): Promise<void> {
  const env = cmsEnv();
  if (!env.editorPassword) {
    // Without a password the admin shows its create-first-user screen instead: still usable.
    console.log('[cms] EDITOR_PASSWORD is not set: the first visit to /cms/admin creates the editor.');
    return;
  }
  const { isCreated } = await ensureEditor({ email: env.editorEmail, password: env.editorPassword, name: 'Editor' });
  console.log(
    isCreated
      ? `[cms] created the first editor ${env.editorEmail} (password from EDITOR_PASSWORD)`
      : '[cms] an editor account exists already; nothing to do',
  );
}

try {
  await main();
} finally {
  await closeCatalogue();
}
