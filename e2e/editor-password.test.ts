// `npm start`'s first editor: production refuses to start without a password of its own.
import { describe, expect, it } from 'vitest';
import { DEV_EDITOR_PASSWORD, editorPasswordFor } from '../scripts/lib/editor-password.js';

describe('the first editor of npm start', () => {
  it('is refused in production without EDITOR_PASSWORD, before anything starts', () => {
    expect(() => editorPasswordFor({ NODE_ENV: 'production', EDITOR_PASSWORD: undefined, hasEnvFile: false })).toThrow(/EDITOR_PASSWORD must be set in production/);
  });

  it('takes the configured password and says where it came from', () => {
    expect(editorPasswordFor({ NODE_ENV: 'production', EDITOR_PASSWORD: 'Own-Editor-Pass-9!', hasEnvFile: true })).toEqual({
      password: 'Own-Editor-Pass-9!',
      source: 'EDITOR_PASSWORD from .env',
    });
  });

  it('falls back to the published development password outside production only', () => {
    expect(editorPasswordFor({ NODE_ENV: 'development', EDITOR_PASSWORD: undefined, hasEnvFile: false }).password).toBe(DEV_EDITOR_PASSWORD);
  });
});
