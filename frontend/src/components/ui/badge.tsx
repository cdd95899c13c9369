import { genreBadgeColor, type GenreBadgeColor } from '@starshelf/contract';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const GENRE_COLORS: Record<GenreBadgeColor, string> = {
  'science-fiction': 'bg-sky-500/15 text-sky-700 ring-sky-500/30 dark:text-sky-300',
  fantasy: 'bg-violet-500/15 text-violet-700 ring-violet-500/30 dark:text-violet-300',
  horror: 'bg-rose-500/15 text-rose-700 ring-rose-500/30 dark:text-rose-300',
  crossover: 'bg-emerald-500/15 text-emerald-700 ring-emerald-500/30 dark:text-emerald-300',
  default: 'bg-raised text-muted ring-line',
};

/** Hex tones for the generated cover, by the same genre families as the badges. */
export const GENRE_TONES: Record<GenreBadgeColor, readonly [string, string]> = {
  'science-fiction': ['#0c4a6e', '#0ea5e9'],
  fantasy: ['#3b0764', '#a855f7'],
  horror: ['#4c0519', '#e11d48'],
  crossover: ['#064e3b', '#10b981'],
  default: ['#1e293b', '#64748b'],
};

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', className ?? GENRE_COLORS.default)}>
      {children}
    </span>
  );
}

export function genreBadgeClasses(name: string): string {
  return GENRE_COLORS[genreBadgeColor(name)];
}

export function GenreBadge({ name }: { name: string }) {
  return <Badge className={genreBadgeClasses(name)}>{name}</Badge>;
}
