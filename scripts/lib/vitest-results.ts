// Each workspace's Vitest run also writes its JSON report; `npm test` reads it back so the run's
// last lines (all a CI log may keep) name the tests and files that failed, with the first line of
// why, not only the step.
import { existsSync, readFileSync, rmSync } from 'node:fs';

interface AssertionResult {
  fullName?: string;
  title?: string;
  status?: string;
  failureMessages?: string[];
}
interface FileResult {
  name?: string;
  status?: string;
  message?: string;
  assertionResults?: AssertionResult[];
}

/** The arguments that make `vitest run` keep its usual output and write the JSON report to `file`. */
export function vitestReportArgs(file: string, reporter: 'default' | 'verbose'): string[] {
  return [`--reporter=${reporter}`, '--reporter=json', `--outputFile.json=${file}`];
}

function firstLine(text: string | undefined): string {
  const line = (text ?? '').split('\n').find((l) => l.trim() !== '') ?? '';
  return line.trim().slice(0, 200);
}

function relativeName(file: string | undefined, rootDir: string): string {
  if (!file) return '?';
  return file.startsWith(`${rootDir}/`) ? file.slice(rootDir.length + 1) : file;
}

/** One line per failed test, and per file that failed outside its tests (a hook, an import). */
export function failedVitestTests(report: unknown, rootDir: string): string[] {
  const files = (report as { testResults?: FileResult[] } | null)?.testResults;
  if (!Array.isArray(files)) return [];
  const lines: string[] = [];
  for (const file of files) {
    const name = relativeName(file.name, rootDir);
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failed) lines.push(`${name} › ${test.fullName ?? test.title ?? '?'}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0) lines.push(`${name}: ${firstLine(file.message) || 'failed outside its tests'}`);
  }
  return lines;
}

/** Reads the report a run left; an empty list when there is none or it is not JSON. */
export function readFailedVitestTests(file: string, rootDir: string): string[] {
  if (!existsSync(file)) return [];
  try {
    return failedVitestTests(JSON.parse(readFileSync(file, 'utf8')), rootDir);
  } catch {
    return [];
  }
}

/** A report from an earlier run must not be read as this run's. */
export function clearVitestReport(file: string): void {
  rmSync(file, { force: true });
}
