import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

type Row = { key: string; label: ReactNode; count: number };

/** One ranked panel of the dashboard; bars are relative to the panel's first row. */
export function CountList({ title, rows, emptyText }: { title: string; rows: Row[]; emptyText: string }) {
  const max = rows[0]?.count ?? 0;
  return (
    <Card className="p-5">
      <h2 className="font-display text-lg font-semibold text-fg">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{emptyText}</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {rows.map((row) => (
            <li key={row.key} className="text-sm">
              <div className="flex justify-between gap-3">
                <span className="truncate text-fg">{row.label}</span>
                <span className="tabular-nums text-muted">{row.count.toLocaleString()}</span>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-line/50">
                <div className="h-1.5 rounded-full bg-accent" style={{ width: `${max > 0 ? Math.max(2, (row.count / max) * 100) : 0}%` }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
