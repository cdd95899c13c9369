import { readFile, writeFile } from 'node:fs/promises';

/**
 * bench:ssr and bench:ssr-spread write one results file (bench/results/ssr.md): each run rewrites
 * its own part and keeps the other's. The spread run's part starts with this heading.
 */
export const SPREAD_HEADING = '## Spread over every book page (bench:ssr-spread)';

const existing = (file: string) => readFile(file, 'utf8').catch(() => '');

/** The results file with `head` in place of everything before the spread run's part. */
export async function writeHead(file: string, head: string): Promise<void> {
  const text = await existing(file);
  const at = text.indexOf(SPREAD_HEADING);
  await writeFile(file, at === -1 ? head : `${head.trimEnd()}\n\n${text.slice(at)}`);
}

/** The results file with `section` (starting with SPREAD_HEADING) in place of the spread run's part. */
export async function writeSpreadSection(file: string, section: string): Promise<void> {
  const text = await existing(file);
  const at = text.indexOf(SPREAD_HEADING);
  const head = (at === -1 ? text : text.slice(0, at)).trimEnd();
  await writeFile(file, `${head ? `${head}\n\n` : ''}${section.trimEnd()}\n`);
}
