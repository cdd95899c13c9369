// The browser suite writes Playwright's JSON report beside its config; `npm test` reads it back
// so the run's last lines (all a CI log may keep) name the tests that failed, not just the step.
import { existsSync, readFileSync, rmSync } from 'node:fs';

/** Where `e2e/playwright.config.ts` has the JSON reporter write; relative to the e2e workspace. */
export const PLAYWRIGHT_RESULTS_FILE = 'playwright-results.json';

interface ReportTest {
  status?: string;
}
interface ReportSpec {
  title?: string;
  file?: string;
  line?: number;
  tests?: ReportTest[];
}
interface ReportSuite {
  title?: string;
  specs?: ReportSpec[];
  suites?: ReportSuite[];
}

export interface BrowserTestOutcomes {
  failed: string[];
  flaky: string[];
}

function walk(suite: ReportSuite, path: string[], into: BrowserTestOutcomes): void {
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    const name = `${spec.file ?? here[0] ?? '?'}:${spec.line ?? 0} › ${[...here.slice(1), spec.title ?? ''].join(' › ')}`;
    const statuses = (spec.tests ?? []).map((t) => t.status);
    if (statuses.includes('unexpected')) into.failed.push(name);
    else if (statuses.includes('flaky')) into.flaky.push(name);
  }
  for (const child of suite.suites ?? []) walk(child, here, into);
}

/** The failed and flaky tests of a Playwright JSON report (its `suites` tree). */
export function browserTestOutcomes(report: unknown): BrowserTestOutcomes {
  const outcomes: BrowserTestOutcomes = { failed: [], flaky: [] };
  const suites = (report as { suites?: ReportSuite[] } | null)?.suites;
  if (Array.isArray(suites)) for (const suite of suites) walk(suite, [], outcomes);
  return outcomes;
}

/** Reads the report a run left; undefined when there is none or it is not JSON. */
export function readBrowserTestOutcomes(file: string): BrowserTestOutcomes | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return browserTestOutcomes(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}

/** A report from an earlier run must not be read as this run's. */
export function clearBrowserTestOutcomes(file: string): void {
  rmSync(file, { force: true });
}
