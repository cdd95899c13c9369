import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox'] });
const [,, path = '/books', w = '1350'] = process.argv;
const ctx = await browser.newContext({ viewport: { width: Number(w), height: 940 } });
await ctx.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), src: e.sources.map((s) => `${s.node?.nodeName}.${(s.node?.className||'').toString().slice(0,40)} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`) }); }).observe({ type: 'layout-shift', buffered: true });
});
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto('http://127.0.0.1:3000' + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
console.log(JSON.stringify(await page.evaluate(() => window.__shifts), null, 1));
await browser.close();
