import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type Fact = readonly [label: string, value: ReactNode];

/** A page header's key figures as a definition list: label above, value below, in a framed grid. */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-4 rounded-2xl border border-line bg-surface p-4 text-sm', className)}>
      {facts.map(([label, value]) => (
        <div key={label}><dt className="text-xs text-subtle">{label}</dt><dd className="font-medium text-fg">{value}</dd></div>
      ))}
    </dl>
  );
}
