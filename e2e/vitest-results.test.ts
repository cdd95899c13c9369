// `npm test` names the Vitest tests that failed in its summary, read from the JSON report a real
// `vitest run` writes (not a report shaped by hand): a failing test, a failing hook, a passing test.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clearVitestReport, readFailedVitestTests, vitestReportArgs } from '../scripts/lib/vitest-results.js';

const dir = mkdtempSync(join(tmpdir(), 'starshelf-vitest-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runVitest(report: string): number | null {
  const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
  const result = spawnSync(process.execPath, [vitest, 'run', '--root', dir, ...vitestReportArgs(report, 'default')], { cwd: dir, encoding: 'utf8' });
  return result.status;
}

describe('the Vitest steps in the summary of npm test', () => {
  it('names each failed test with its file and the first line of why, and a file whose hook failed', () => {
    writeFileSync(join(dir, 'vitest.config.mjs'), 'export default { test: { include: ["*.check.mjs"] } };\n');
    writeFileSync(
      join(dir, 'ratings.check.mjs'),
      [
        'import { describe, expect, it } from "vitest";',
        'describe("ratings", () => {',
        '  it("keeps the newer one", () => expect(1 + 1).toBe(2));',
        '  it("counts half stars", () => expect(3).toBe(4));',
        '});',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'stack.check.mjs'),
      ['import { beforeAll, it } from "vitest";', 'beforeAll(() => { throw new Error("not healthy on port 1"); });', 'it("serves pages", () => {});'].join('\n'),
    );
    const report = join(dir, 'out', 'report.json');
    expect(runVitest(report)).toBe(1);

    const failed = readFailedVitestTests(report, dir);
    expect(failed).toHaveLength(2);
    expect(failed.find((l) => l.startsWith('ratings.check.mjs › ratings counts half stars: '))).toMatch(/expected 3 to be 4/);
    expect(failed.find((l) => l.startsWith('stack.check.mjs'))).toMatch(/not healthy on port 1/);
    expect(failed.join('\n')).not.toContain('keeps the newer one');
  });

  it('reads nothing from a missing, cleared or broken report', () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{ not json');
    expect(readFailedVitestTests(file, dir)).toEqual([]);
    clearVitestReport(file);
    expect(readFailedVitestTests(file, dir)).toEqual([]);
  });
});
