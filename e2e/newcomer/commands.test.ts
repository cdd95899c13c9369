import { describe, expect, it } from 'vitest';
import { firstErrorLine, unreviewedInstallScripts } from './commands.js';

describe("reading a newcomer's terminal", () => {
  it('reports the first line that names an error, not the warnings before it', () => {
    const output = [
      'npm warn EBADENGINE Unsupported engine {',
      '[build] contract built in 2.1 s',
      "Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/x/node_modules/@starshelf/contract/dist/index.js'",
      '    at finalizeResolution (node:internal/modules/esm/resolve:283:11)',
    ].join('\n');
    expect(firstErrorLine(output)).toMatch(/^Error \[ERR_MODULE_NOT_FOUND\]/);
    expect(firstErrorLine('[start] error: the embedded PostgreSQL cannot run from here as root')).toContain('cannot run from here');
  });

  it('falls back to the last line printed when nothing names an error', () => {
    expect(firstErrorLine('[build] building cms...\n[build] still going\n')).toBe('[build] still going');
  });

  it('finds the install scripts npm 11 skipped for want of a decision', () => {
    const output = 'added 12 packages\nnpm warn install-scripts 1 package has install scripts not yet covered by allowScripts:\n';
    expect(unreviewedInstallScripts(output)).toHaveLength(1);
    expect(unreviewedInstallScripts('added 12 packages\n')).toEqual([]);
  });
});
