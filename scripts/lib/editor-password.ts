import type { Config } from './config.js';

/** The development editor's published password (README); production refuses to run without its own. */
export const DEV_EDITOR_PASSWORD = 'Starshelf-Editor-2026!';

export type EditorPassword = { password: string; source: string };

/**
 * The password the first editor is created with. Production refuses to start without one: with
 * no editor account, the admin's "create first user" screen would belong to its first visitor.
 * (Whether a given password is strong enough is the CMS's rule, checked when the editor is created.)
 */
export function editorPasswordFor(config: Pick<Config, 'EDITOR_PASSWORD' | 'NODE_ENV' | 'hasEnvFile'>): EditorPassword {
  if (config.EDITOR_PASSWORD) {
    return { password: config.EDITOR_PASSWORD, source: config.hasEnvFile ? 'EDITOR_PASSWORD from .env' : 'EDITOR_PASSWORD from the environment' };
  }
  if (config.NODE_ENV === 'production') {
    throw new Error('EDITOR_PASSWORD must be set in production: without an editor, the first visitor to /cms/admin could create one');
  }
  return { password: DEV_EDITOR_PASSWORD, source: `${DEV_EDITOR_PASSWORD} (development default; set EDITOR_PASSWORD in .env)` };
}
