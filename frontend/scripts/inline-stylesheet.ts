import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;

/**
 * The site has one stylesheet (Tailwind, about 9 KB compressed). Inline, the page paints as soon as
 * its HTML has arrived instead of waiting for the stylesheet, which shares the connection with the
 * scripts. The CSP allows inline styles (not inline scripts).
 */
export function inlineStylesheet(distDir: string, template: string): string {
  const link = STYLESHEET.exec(template);
  if (!link?.[1]) throw new Error('dist/index.html links no stylesheet');
  const css = readFileSync(join(distDir, link[1]), 'utf8');
  if (css.includes('</style')) throw new Error(`${link[1]} would end an inline <style> early`);
  return template.replace(link[0], () => `<style>${css}</style>`);
}
