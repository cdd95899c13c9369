import { importPool } from '@starshelf/cms/catalogue/import';
import { bootCatalogue, closeCatalogue } from '@starshelf/cms/payload';

import { consoleReporter } from '../import/reporter.js';
import { runSynthetic, type SyntheticSummary } from './run-synthetic.js';

function wholeNumber(name: string, text: string, min: number): number {
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`--${name} must be a whole number of at least ${min}, not "${text}"`);
  return value;
}

export function formatSyntheticSummary(summary: SyntheticSummary): string {
  const lines = summary.stages.map(({ stage, rows, ms }) => `  ${stage.padEnd(10)} ${String(rows).padStart(11)} rows ${(ms / 1000).toFixed(1).padStart(8)} s`);
  return [
    `Synthetic catalogue: ${summary.books} books, ${summary.ratings} ratings.`,
    'Time per stage (over every run of this catalogue):',
    ...lines,
    `This run: ${(summary.totalMs / 1000).toFixed(1)} s${summary.skipped > 0 ? `, continuing after ${summary.skipped} steps done before` : ''}.`,
  ].join('\n');
}

/** `npm run seed -- synthetic --books N --seed S` (decision 131). */
export async function runSyntheticCommand(booksText: string, seedText: string): Promise<void> {
  const books = wholeNumber('books', booksText, 1);
  const seed = wholeNumber('seed', seedText, 0);
  try {
    await bootCatalogue();
    const summary = await runSynthetic(await importPool(), { books, seed, reporter: consoleReporter() });
    console.log(`\n${formatSyntheticSummary(summary)}`);
  } finally {
    await closeCatalogue();
  }
}
