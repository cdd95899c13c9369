import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [,, path = '/books'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { path: '/tmp/lh/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
await page.goto('http://127.0.0.1:3000' + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
await browser.stopTracing();
await browser.close();
const { traceEvents } = JSON.parse(readFileSync('/tmp/lh/trace.json', 'utf8'));
const main = traceEvents.filter((e) => e.name === 'RunTask' && e.dur > 50000);
const t0 = Math.min(...traceEvents.filter(e => e.ts > 0).map(e => e.ts));
for (const task of main) {
  const inside = traceEvents.filter((e) => e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e !== task && (e.dur ?? 0) > 5000);
  const kinds = inside.map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.split('/').pop() + ')' : ''}${e.args?.data?.functionName ? '[' + e.args.data.functionName + ']' : ''}:${Math.round(e.dur / 1000)}`).slice(0, 12);
  console.log(`task at ${Math.round((task.ts - t0) / 1000)}ms: ${Math.round(task.dur / 1000)}ms ->`, kinds.join(', '));
}
