export interface EntitySummary {
  entity: string;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  ms: number;
}

export interface ImportSummary {
  entities: EntitySummary[];
  totalMs: number;
}

export const changesOf = (summary: ImportSummary) =>
  summary.entities.reduce((sum, e) => sum + e.created + e.updated, 0);

/** The table printed at the end of `npm run seed`. */
export function formatSummary(summary: ImportSummary): string {
  const header = ['entity', 'total', 'created', 'updated', 'unchanged', 'ms'];
  const rows = summary.entities.map((e) => [e.entity, e.total, e.created, e.updated, e.unchanged, e.ms].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  const changes = changesOf(summary);
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `${changes === 0 ? 'No changes' : `${changes} change(s)`}; import took ${(summary.totalMs / 1000).toFixed(1)} s.`,
  ].join('\n');
}
