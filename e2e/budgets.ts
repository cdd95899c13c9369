// `npm run budgets`: the performance budgets (docs/budgets.md), checked by a script rather than timed tests.
// (a) initial JavaScript of /: the server-rendered start page's entry script, its modulepreloads
// (libraries, the page's route chunk, the language's strings) and their static imports, read from
// frontend/dist; gzip against the 140 KB budget, the one the browser suite enforces in CI
// (e2e/specs/javascript-budget.spec.ts, which counts what a browser fetched by the load event), and
// Brotli as the gateway sends it;
// (b) Lighthouse performance, a measurement without a goal (on this machine the mobile score moves by
// twenty points with the load beside it, so it cannot gate anything), and accessibility (goal
// 100) of /, /books, a book page and an author page, mobile (Lighthouse's default) and desktop
// presets, in Debian's Chromium, RUNS times each (the median run counts, the range is shown), with
// the element that was the largest paint. Writes docs/budgets.md. Starts a stack.
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, type as osType, release } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, loadE2eConfig } from './support/config.js';
import { JAVASCRIPT_BUDGET_BYTES } from './support/javascript-budget.js';
import { ROOT_DIR } from './support/stack.js';
import { startSuiteStack } from './support/suite-stack.js';

const DIST = join(ROOT_DIR, 'frontend', 'dist');
const KB = 1024;
const JS_BUDGET_KB = JAVASCRIPT_BUDGET_BYTES / KB;
const ACCESSIBILITY_GOAL = 100;
const RUNS = 3;

interface Asset {
  file: string;
  rawBytes: number;
  gzipBytes: number;
  /** The build's Brotli copy, which the gateway sends to browsers that accept it. */
  brotliBytes: number;
}

/** Static imports only: `import(...)` is a lazy chunk and not part of the first load. */
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.js)["']/g;

function staticImportsOf(file: string): string[] {
  const code = readFileSync(join(DIST, file), 'utf8');
  return [...code.matchAll(STATIC_IMPORT)].map((match) => posix.join(posix.dirname(file), match[1] ?? ''));
}

/** The scripts `html` (the start page as the site sends it) loads before anything else. */
export function initialJavaScript(html: string): Asset[] {
  const entries = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = posix.normalize(queue.shift() ?? '');
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImportsOf(file));
  }
  return [...seen].map((file) => {
    const bytes = readFileSync(join(DIST, file));
    const brotli = join(DIST, `${file}.br`);
    return { file, rawBytes: bytes.length, gzipBytes: gzipSync(bytes).length, brotliBytes: existsSync(brotli) ? readFileSync(brotli).length : bytes.length };
  });
}

interface Scores {
  page: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  /** What Lighthouse saw as the largest paint (a selector and its text). */
  lcpElement: string;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Performance of every run, lowest first. */
  runs: number[];
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/**
 * A run now and then ends without a score (a runtime error such as NO_LCP on a loaded machine):
 * that is a failed measurement, not a score of 0, so it is repeated up to twice.
 */
async function runOnce(url: string, port: number, preset: 'mobile' | 'desktop'): Promise<LighthouseResult> {
  let last: LighthouseResult | undefined;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    last = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!last) throw new Error(`Lighthouse gave no result for ${url}`);
    const isScored = Object.values(last.lhr.categories).every((category) => typeof category.score === 'number');
    if (isScored) return last;
    console.log(`  ${url} (${preset}) attempt ${attempt}: no score (${last.lhr.runtimeError?.code ?? 'unknown'}: ${last.lhr.runtimeError?.message ?? ''})`);
  }
  if (!last) throw new Error(`Lighthouse gave no result for ${url}`);
  return last;
}

interface LcpDetails {
  items?: Array<{ items?: Array<{ node?: { selector?: string; nodeLabel?: string } }> }>;
}

/** The largest paint's element, as `selector "text"`, so a skeleton or a spinner would show. */
function lcpElementOf(result: LighthouseResult): string {
  const details = result.lhr.audits['largest-contentful-paint-element']?.details as LcpDetails | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? '?'} "${(node.nodeLabel ?? '').slice(0, 40)}"` : 'none';
}

/**
 * The 1-minute load average before each Lighthouse run. The mobile preset simulates a 4× slower
 * CPU from the tasks it observes, so work beside it (a build, a test suite) lengthens every task
 * and costs the score dozens of points: the report says how quiet the machine was.
 */
const loadBeforeRuns: number[] = [];

async function runLighthouse(url: string, pages: string[], chromePath: string): Promise<Scores[]> {
  const chrome = await launch({ chromePath, chromeFlags: CHROMIUM_ARGS, logLevel: 'error' });
  const out: Scores[] = [];
  try {
    for (const path of pages) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const runs: Omit<Scores, 'runs'>[] = [];
        for (let run = 1; run <= RUNS; run += 1) {
          loadBeforeRuns.push(loadavg()[0] ?? Number.NaN);
          const result = await runOnce(`${url}${path}`, chrome.port, preset);
          const { categories, audits } = result.lhr;
          const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
          const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
          runs.push({
            page: path,
            preset,
            performance: score('performance'),
            accessibility: score('accessibility'),
            lcpElement: lcpElementOf(result),
            fcpMs: Math.round(numeric('first-contentful-paint')),
            lcpMs: Math.round(numeric('largest-contentful-paint')),
            tbtMs: Math.round(numeric('total-blocking-time')),
            cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
          });
          console.log(`  ${path} (${preset}) run ${run}: performance ${runs.at(-1)?.performance}, accessibility ${runs.at(-1)?.accessibility}`);
          const failed = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && result.lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0));
          if (failed.length > 0) console.log(`  ${path} (${preset}) accessibility audits below 100: ${failed.map((a) => a.id).join(', ')}`);
        }
        runs.sort((a, b) => a.performance - b.performance);
        const median = runs[Math.floor(runs.length / 2)];
        if (median) out.push({ ...median, runs: runs.map((r) => r.performance) });
      }
    }
  } finally {
    chrome.kill();
  }
  return out;
}

function machine(chromePath: string): string {
  const cpu = cpus();
  let chromium = 'unknown';
  try {
    // Debian's launcher script complains on stderr about its memory check; only stdout counts.
    chromium = execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // reported as unknown
  }
  return `${osType()} ${release()}, ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / KB ** 3)} GB RAM, Node ${process.version}, ${chromium}, load average at the end ${loadavg().map((l) => l.toFixed(1)).join(' / ')}${loadBeforeRuns.length > 0 ? `, 1-minute load average before the Lighthouse runs ${Math.min(...loadBeforeRuns).toFixed(1)} to ${Math.max(...loadBeforeRuns).toFixed(1)}` : ''}`;
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** Each measured page's initial JavaScript (gzip bytes), as the site sends it in English. */
type PageWeights = Array<{ page: string; gzipBytes: number }>;

function report(assets: Asset[], pageWeights: PageWeights, scores: Scores[], chromePath: string): string {
  const verdict = (s: Scores) => (s.accessibility >= ACCESSIBILITY_GOAL ? 'yes' : 'no');
  const totalGzip = assets.reduce((sum, a) => sum + a.gzipBytes, 0);
  const totalRaw = assets.reduce((sum, a) => sum + a.rawBytes, 0);
  const totalBrotli = assets.reduce((sum, a) => sum + a.brotliBytes, 0);
  const lines = [
    '# Budgets',
    '',
    'Written by `npm run budgets` (`e2e/budgets.ts`); re-run it to refresh these figures.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${machine(chromePath)}`,
    '',
    `## Initial JavaScript for / (budget ${JS_BUDGET_KB} KB gzip)`,
    '',
    `The budget is enforced in CI by the browser suite (\`e2e/specs/javascript-budget.spec.ts\`): a first-time reader opens /, and every script fetched by the load event is gzipped (zlib's default level, not the transfer size: the gateway sends Brotli) and summed; above ${JS_BUDGET_KB} KB the suite fails. It replaces the earlier 120 KB budget and 100 KB goal, withdrawn (decision 090 explains why React, React Router and i18next alone come to about 128 KB).`,
    '',
    `The entry script of the server-rendered / (as the site answers a reader in English), its modulepreloads (the libraries, the start page's route chunk, for German and Italian also their strings) and their static imports; gzip at the default level, and the build's Brotli copy, which the gateway sends.`,
    '',
    '| file | raw KB | gzip KB | Brotli KB |',
    '|---|---:|---:|---:|',
    ...assets.map((a) => `| ${a.file} | ${kb(a.rawBytes)} | ${kb(a.gzipBytes)} | ${kb(a.brotliBytes)} |`),
    `| **total** | **${kb(totalRaw)}** | **${kb(totalGzip)}** | **${kb(totalBrotli)}** |`,
    '',
    `Verdict: ${totalGzip <= JS_BUDGET_KB * KB ? 'within the budget' : 'OVER BUDGET'}.`,
    '',
    'The same count for every page Lighthouse measures below (its route chunk and what that imports come as modulepreloads):',
    '',
    '| page | gzip KB |',
    '|---|---:|',
    ...pageWeights.map((w) => `| ${w.page} | ${kb(w.gzipBytes)} |`),
    '',
    `## Lighthouse 12 (goal: accessibility ${ACCESSIBILITY_GOAL}; performance is measured, without a goal)`,
    '',
    'The earlier goal of performance ≥ 95 is withdrawn: the mobile score on these machines moves with the load beside the run more than with the site (see below), so it could not be a gate. The JavaScript budget above is the gate; the scores stay here to show trends.',
    '',
    `Lighthouse defaults: "mobile" is a Moto G Power with simulated slow 4G and 4× CPU slowdown; "desktop" is its desktop preset. Against the production build served by the gateway on 127.0.0.1 with the seeded catalogue; remote cover images are unreachable on this network. ${RUNS} runs each; the row is the median run, "runs" lists every run's performance score. The simulated slowdown multiplies the tasks Chromium really ran, so the machine and what else runs on it move the score: the same build of / scored 67-72 in one session and 97-99 in the next, on machines of the same kind. Compare figures from one run, or from runs with similar load averages above.`,
    '',
    '| page | preset | performance | runs | accessibility | goal met | FCP ms | LCP ms | LCP element | TBT ms | CLS |',
    '|---|---|---:|---|---:|---|---:|---:|---|---:|---:|',
    ...scores.map((s) => `| ${s.page} | ${s.preset} | ${s.performance} | ${s.runs.join(', ')} | ${s.accessibility} | ${verdict(s)} | ${s.fcpMs} | ${s.lcpMs} | \`${s.lcpElement.replaceAll('|', '/').replaceAll('`', "'")}\` | ${s.tbtMs} | ${s.cls} |`),
    '',
  ];
  return lines.join('\n');
}

/** The slug of the first item a catalogue list answers, for a detail page to measure. */
async function firstSlug(url: string, list: string): Promise<string> {
  const answer = (await (await fetch(`${url}/api/${list}?limit=1&sort=${list === 'books' ? 'rating' : 'books'}`)).json()) as { data: { items: Array<{ slug: string }> } };
  const slug = answer.data.items[0]?.slug;
  if (!slug) throw new Error(`no ${list} to measure`);
  return slug;
}

async function main(): Promise<number> {
  const config = loadE2eConfig();
  const stack = await startSuiteStack();
  let scores: Scores[];
  let assets: Asset[] = [];
  const pageWeights: PageWeights = [];
  try {
    const pages = ['/', '/books', `/books/${await firstSlug(stack.url, 'books')}`, `/authors/${await firstSlug(stack.url, 'authors')}`];
    for (const page of pages) {
      const html = await (await fetch(`${stack.url}${page}`, { headers: { 'Accept-Language': 'en' } })).text();
      const pageAssets = initialJavaScript(html);
      if (page === '/') assets = pageAssets;
      pageWeights.push({ page, gzipBytes: pageAssets.reduce((sum, a) => sum + a.gzipBytes, 0) });
    }
    scores = await runLighthouse(stack.url, pages, config.CHROME_PATH);
  } finally {
    await stack.stop();
  }
  const totalGzip = assets.reduce((sum, a) => sum + a.gzipBytes, 0);
  for (const a of assets) console.log(`  ${a.file.padEnd(48)} ${kb(a.rawBytes).padStart(8)} KB  gzip ${kb(a.gzipBytes).padStart(7)} KB  br ${kb(a.brotliBytes).padStart(7)} KB`);
  console.log(`initial JS for /: ${kb(totalGzip)} KB gzip (budget ${JS_BUDGET_KB})`);
  for (const w of pageWeights) console.log(`initial JS for ${w.page}: ${kb(w.gzipBytes)} KB gzip`);
  for (const s of scores) console.log(`lighthouse ${s.page} ${s.preset}: performance ${s.performance}, accessibility ${s.accessibility}`);

  const file = join(ROOT_DIR, 'docs', 'budgets.md');
  writeFileSync(file, report(assets, pageWeights, scores, config.CHROME_PATH));
  console.log(`written ${file} (${dirname(file)})`);

  const failures = [
    ...(totalGzip > JS_BUDGET_KB * KB ? [`initial JS ${kb(totalGzip)} KB > ${JS_BUDGET_KB} KB`] : []),
    ...scores
      .filter((s) => s.accessibility < ACCESSIBILITY_GOAL)
      .map((s) => `${s.page} ${s.preset}: accessibility ${s.accessibility} (goal ${ACCESSIBILITY_GOAL})`),
  ];
  for (const failure of failures) console.error(`BUDGET: ${failure}`);
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
