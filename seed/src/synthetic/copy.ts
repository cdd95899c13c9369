import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export type CopyValue = string | number | boolean | null | undefined;

/** A value in COPY's text format: \N for null, the four special characters escaped. */
export function field(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value !== 'string') return String(value);
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/** A PostgreSQL array literal of text elements ({"a","b"}), for a text[] column. */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/** Rows bound for one table: `add` appends a row; `copy` streams them all with one COPY. */
export class CopyRows {
  private readonly chunks: string[] = [];
  private current = '';
  count = 0;

  constructor(
    readonly table: string,
    readonly columns: readonly string[],
  ) {}

  add(...values: CopyValue[]): void {
    this.addLine(`${values.map(field).join('\t')}\n`);
  }

  /** A row already in COPY's text format, ending in a newline: for the millions of ratings. */
  addLine(line: string): void {
    this.current += line;
    this.count += 1;
    if (this.current.length > 1 << 16) {
      this.chunks.push(this.current);
      this.current = '';
    }
  }

  async copy(client: PoolClient): Promise<void> {
    if (this.count === 0) return;
    if (this.current) this.chunks.push(this.current);
    this.current = '';
    const stream = client.query(copyFrom(`copy ${this.table} (${this.columns.join(', ')}) from stdin`));
    const t0 = performance.now();
    await pipeline(Readable.from(this.chunks), stream);
    if (process.env.SYNTHETIC_TRACE) console.log(`${this.table}: ${this.count} rows ${Math.round(performance.now() - t0)} ms`);
    this.chunks.length = 0;
  }
}
