import type { ReactNode } from 'react';
import { useLocale } from '@/lib/use-locale';

// A 20,000-row file may list thousands of rows: the table shows the first ones, the count says how many.
const ROWS_SHOWN = 100;

export interface ReportRowsProps<Row> {
  id: string;
  title: string;
  intro: string;
  headings: readonly string[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The cells of one row, in the order of `headings`; the first is the row number. */
  cells: (row: Row, formatNumber: (value: number) => string) => readonly ReactNode[];
  more: (shown: number, total: number) => string;
  heightClass: string;
}

/** One list of an import report (rows not found, cells read leniently) as a scrolling table. */
export function ReportRows<Row>({ id, title, intro, headings, rows, rowKey, cells, more, heightClass }: ReportRowsProps<Row>) {
  const number = new Intl.NumberFormat(useLocale());
  const formatNumber = (value: number) => number.format(value);
  const shown = rows.slice(0, ROWS_SHOWN);
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h4 id={id} className="font-semibold text-fg">
        {title} ({formatNumber(rows.length)})
      </h4>
      <p className="text-sm text-muted">{intro}</p>
      <div className={`${heightClass} overflow-auto rounded-xl border border-line`}>
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-raised text-xs text-muted">
            <tr>
              {headings.map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={rowKey(row)} className="border-t border-line">
                {cells(row, formatNumber).map((cell, index) => (
                  <td key={headings[index]} className={`px-3 py-2 ${index === 0 ? 'tabular-nums text-muted' : index === 1 ? 'text-fg' : 'text-muted'}`}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > shown.length && <p className="text-xs text-muted">{more(shown.length, rows.length)}</p>}
    </section>
  );
}
