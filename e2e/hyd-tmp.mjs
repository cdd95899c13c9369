import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const cases = process.argv.slice(2);
for (const c of cases) {
  const [path, lang, theme, width] = c.split(',');
  const ctx = await browser.newContext({ locale: lang, viewport: { width: Number(width||1440), height: 900 } });
  if (theme === 'light') await ctx.addInitScript(() => { localStorage.setItem('theme','light'); });
  const page = await ctx.newPage();
  const logs = [];
  page.on('console', (m) => { if (['error','warning'].includes(m.type())) logs.push(m.type()+': '+m.text().slice(0,300)); });
  page.on('pageerror', (e) => logs.push('pageerror: '+e.message.slice(0,300)));
  await page.goto('http://127.0.0.1:3000'+path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const info = await page.evaluate(() => ({ lang: document.documentElement.lang, cls: document.documentElement.className, h1: document.querySelector('h1')?.textContent, labelsOk: [...document.querySelectorAll('label[for]')].every(l => document.getElementById(l.htmlFor)) }));
  console.log(c, JSON.stringify(info), logs.length ? logs : 'no console errors');
  await page.screenshot({ path: `/tmp/lh/shot-${path.replace(/\W/g,'_')}-${lang}-${theme}-${width||1440}.png` });
  await ctx.close();
}
await browser.close();
