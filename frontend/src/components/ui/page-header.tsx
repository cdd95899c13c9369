import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';

/** The page's heading; it also names the document, unless `documentTitle` says it differently. */
export function PageHeader({ title, subtitle, documentTitle, children }: { title: string; subtitle?: string; documentTitle?: string; children?: ReactNode }) {
  usePageTitle(documentTitle ?? title);
  return (
    <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="font-display text-3xl font-bold tracking-tight text-fg sm:text-4xl">{title}</h1>
        {subtitle && <p className="mt-2 max-w-2xl text-muted">{subtitle}</p>}
      </div>
      {children}
    </header>
  );
}
