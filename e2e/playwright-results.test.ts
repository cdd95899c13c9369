// `npm test` names the browser tests that failed in its summary, read from Playwright's JSON report.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserTestOutcomes, clearBrowserTestOutcomes, readBrowserTestOutcomes } from '../scripts/lib/playwright-results.js';

const report = {
  suites: [
    {
      title: 'auth.spec.ts',
      file: 'auth.spec.ts',
      specs: [{ title: 'signs in', file: 'auth.spec.ts', line: 12, tests: [{ status: 'expected' }] }],
      suites: [
        {
          title: 'password reset',
          specs: [
            { title: 'mails a link', file: 'auth.spec.ts', line: 40, tests: [{ status: 'unexpected' }] },
            { title: 'expires', file: 'auth.spec.ts', line: 55, tests: [{ status: 'flaky' }] },
            { title: 'is skipped', file: 'auth.spec.ts', line: 70, tests: [{ status: 'skipped' }] },
          ],
        },
      ],
    },
  ],
};

describe('the browser suite in the summary of npm test', () => {
  it('names each failed and flaky test with its file, line and describe path', () => {
    expect(browserTestOutcomes(report)).toEqual({
      failed: ['auth.spec.ts:40 › password reset › mails a link'],
      flaky: ['auth.spec.ts:55 › password reset › expires'],
    });
  });

  it('reads nothing from a missing, cleared or broken report', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pw-results-'));
    const file = join(dir, 'results.json');
    expect(readBrowserTestOutcomes(file)).toBeUndefined();
    writeFileSync(file, JSON.stringify(report));
    expect(readBrowserTestOutcomes(file)?.failed).toHaveLength(1);
    clearBrowserTestOutcomes(file);
    expect(readBrowserTestOutcomes(file)).toBeUndefined();
    writeFileSync(file, '{ not json');
    expect(readBrowserTestOutcomes(file)).toBeUndefined();
    expect(browserTestOutcomes(null)).toEqual({ failed: [], flaky: [] });
  });
});
