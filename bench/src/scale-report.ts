// bench:scale's tables and goals: every call at every size side by side, with its floor, the ratio
// ours/floor, the growth from the smallest to the largest size, and the goals at the largest.
import type { ExplainedStatement } from './scale-explain.js';

export const GOALS = { p95Ms: 50, floorRatio: 1.5, growth: 2 } as const;

/** One measured side of a cell: latency in ms, and requests per second (null for work timed once at a time). */
export type Cell = { p50: number; p95: number; rps: number | null; errors: number; note?: string };
export type Measured = { ours: Cell; floor: Cell | null };

/** 'request': under load at 1 and 32 clients; 'once': a long piece of work timed a few times, one at a time. */
export type CallKind = 'request' | 'once';

export type CallResults = { name: string; kind: CallKind; clients: Map<number, Map<string, Measured>> };

/** How many times the floor's cost ours is: req/s under load, the median for work timed once. */
export function floorRatio(measured: Measured | undefined): number | null {
  if (!measured?.floor) return null;
  const { ours, floor } = measured;
  if (ours.rps !== null && floor.rps !== null) return floor.rps / Math.max(ours.rps, 0.01);
  return ours.p50 / Math.max(floor.p50, 0.01);
}

/** Largest over smallest p95 (the cost of the call growing with the catalogue). */
export function growth(cells: Map<string, Measured> | undefined, labels: readonly string[]): number | null {
  if (!cells || labels.length < 2) return null;
  const first = cells.get(labels[0] ?? '');
  const last = cells.get(labels.at(-1) ?? '');
  return first && last ? last.ours.p95 / Math.max(first.ours.p95, 0.01) : null;
}

export type Verdict = { goal: string; value: string; isMet: boolean };

/** The goals a call is held to at the largest size (work timed once is held to its growth only). */
export function verdicts(call: CallResults, labels: readonly string[]): Verdict[] {
  const largest = labels.at(-1) ?? '';
  const verdictsFound: Verdict[] = [];
  const single = call.clients.get(1);
  if (call.kind === 'request') {
    const ours = single?.get(largest)?.ours;
    if (ours?.rps === 0) verdictsFound.push({ goal: `p95 ≤ ${GOALS.p95Ms} ms at 1 client`, value: 'no answer', isMet: false });
    else if (ours) verdictsFound.push({ goal: `p95 ≤ ${GOALS.p95Ms} ms at 1 client`, value: `${ours.p95.toFixed(1)} ms`, isMet: ours.p95 <= GOALS.p95Ms });
    const ratio = floorRatio(call.clients.get(32)?.get(largest));
    if (ratio !== null) verdictsFound.push({ goal: `≤ ${GOALS.floorRatio}× the floor at 32 clients`, value: `${ratio.toFixed(2)}×`, isMet: ratio <= GOALS.floorRatio });
  }
  const grown = growth(single, labels);
  if (grown !== null) verdictsFound.push({ goal: `grows ≤ ${GOALS.growth}× ${labels[0]} → ${largest}`, value: `${grown.toFixed(2)}×`, isMet: grown <= GOALS.growth });
  return verdictsFound;
}

const ms = (value: number) => (value >= 1000 ? value.toFixed(0) : value.toFixed(1));
export const formatCell = (cell: Cell | undefined | null): string =>
  !cell
    ? '–'
    : `${ms(cell.p50)} / ${ms(cell.p95)}${cell.rps === null ? '' : `, ${cell.rps.toFixed(0)}/s`}${cell.errors ? ` (${cell.errors} errors)` : ''}${cell.note ? ` (${cell.note})` : ''}`;

export function resultTable(calls: readonly CallResults[], labels: readonly string[]): string[] {
  const head = labels.flatMap((label) => [`${label} ours p50 / p95 ms, req/s`, `${label} floor`, `${label} ours/floor`]);
  const lines = [`| call | clients | ${head.join(' | ')} | growth ${labels.at(-1)}/${labels[0]} (p95) | goals at ${labels.at(-1)} |`, `|---|---|${head.map(() => '---|').join('')}---|---|`];
  for (const call of calls) {
    const goals = verdicts(call, labels);
    const verdictText = goals.length === 0 ? '–' : goals.map((verdict) => `${verdict.isMet ? 'pass' : '**FAIL**'} ${verdict.goal} (${verdict.value})`).join('; ');
    const clientCounts = [...call.clients.keys()];
    for (const [index, clients] of clientCounts.entries()) {
      const cells = call.clients.get(clients);
      const sizes = labels.flatMap((label) => {
        const measured = cells?.get(label);
        const ratio = floorRatio(measured);
        return [formatCell(measured?.ours), formatCell(measured?.floor), ratio === null ? '–' : `${ratio.toFixed(2)}×`];
      });
      const grown = growth(cells, labels);
      const clientsText = call.kind === 'once' ? 'one at a time' : String(clients);
      lines.push(`| ${call.name} | ${clientsText} | ${sizes.join(' | ')} | ${grown === null ? '–' : `${grown.toFixed(2)}×`} | ${index === 0 ? verdictText : ''} |`);
    }
  }
  return lines;
}

export type CallPlans = { call: string; path: string; label: string; statements: ExplainedStatement[]; warnings: string[] };

export function planSections(plans: readonly CallPlans[]): string[] {
  return plans.flatMap((entry) => [
    `### ${entry.call} (${entry.label}, \`${entry.path}\`)`,
    '',
    entry.warnings.length > 0 ? `Looks like it will not scale: ${entry.warnings.join('; ')}.` : 'No whole-table scan, big sort or slow aggregate in these plans.',
    '',
    ...(entry.statements.length === 0 ? ['No statement (served from a cache, or no SQL).', ''] : []),
    ...entry.statements.flatMap((statement) => [
      `${statement.ms.toFixed(1)} ms in the API, parameters \`${JSON.stringify(statement.values).slice(0, 300)}\`:`,
      '',
      '```sql',
      statement.text.replace(/\s+/g, ' ').trim().slice(0, 2_000),
      '```',
      '',
      '```',
      statement.plan,
      '```',
      '',
    ]),
  ]);
}
