// The start page's JavaScript budget (docs/budgets.md): what a first-time reader's browser fetched
// as script by the load event, each file gzipped at zlib's default level and summed. The transfer
// size is not used: the gateway sends the build's Brotli copies to browsers that accept them.
import { gzipSync } from 'node:zlib';

/** The budget the browser suite holds the start page to, in gzip bytes (140 KB). */
export const JAVASCRIPT_BUDGET_BYTES = 140 * 1024;

/** A script the browser fetched: its address and its body as decoded (not as sent). */
export interface FetchedScript {
  url: string;
  body: Buffer;
}

export interface JavaScriptWeight {
  files: Array<{ url: string; rawBytes: number; gzipBytes: number }>;
  totalGzipBytes: number;
  isWithinBudget: boolean;
}

/** Each script's gzip size and their sum against `budgetBytes`. */
export function weighJavaScript(scripts: readonly FetchedScript[], budgetBytes = JAVASCRIPT_BUDGET_BYTES): JavaScriptWeight {
  const files = scripts.map(({ url, body }) => ({ url, rawBytes: body.length, gzipBytes: gzipSync(body).length }));
  const totalGzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { files, totalGzipBytes, isWithinBudget: totalGzipBytes <= budgetBytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The weight as lines to print: one per file, largest first, then the total against the budget. */
export function describeWeight(weight: JavaScriptWeight, budgetBytes = JAVASCRIPT_BUDGET_BYTES): string {
  const files = weight.files.toSorted((a, b) => b.gzipBytes - a.gzipBytes).map((file) => `  ${kb(file.gzipBytes).padStart(9)} gzip  ${kb(file.rawBytes).padStart(9)} raw  ${file.url}`);
  return [...files, `  total ${kb(weight.totalGzipBytes)} gzip in ${weight.files.length} files (budget ${kb(budgetBytes)})`].join('\n');
}
