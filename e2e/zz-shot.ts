import { chromium } from '@playwright/test';
const base = process.argv[2]!;
const bookId = process.argv[3]!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const lang of ['en', 'de', 'it']) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${base}/books?lang=${lang}&sort=rating`, { waitUntil: 'networkidle' });
  const card = page.locator(`a[href*="-${bookId}"]`).first();
  await card.click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/modal-${lang}.png` });
  await page.close();
}
await browser.close();
