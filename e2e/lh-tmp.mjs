import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { writeFileSync } from 'node:fs';
const [,, path = '/', preset = 'mobile', tag = 'x'] = process.argv;
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'], logLevel: 'error' });
try {
  const r = await lighthouse(`http://127.0.0.1:3000${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance','accessibility'] }, preset === 'desktop' ? desktopConfig : undefined);
  const { categories, audits } = r.lhr;
  writeFileSync(`/tmp/lh/${tag}.json`, r.report);
  const n = (id) => Math.round(audits[id]?.numericValue ?? NaN);
  console.log(path, preset, 'perf', Math.round(categories.performance.score*100), 'a11y', Math.round(categories.accessibility.score*100), 'FCP', n('first-contentful-paint'), 'LCP', n('largest-contentful-paint'), 'SI', n('speed-index'), 'TBT', n('total-blocking-time'), 'CLS', audits['cumulative-layout-shift'].numericValue.toFixed(3), 'bench', r.lhr.environment.benchmarkIndex);
} finally { chrome.kill(); }
