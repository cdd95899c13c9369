import type { ReactNode } from 'react';
import { type PageHead, usePageHead } from '@/lib/page-head/page-head';

/**
 * The page's heading; it also names the document, unless `documentTitle` says it differently.
 * `head` adds what share previews and search engines read (description, image, schema.org data).
 */
export function PageHeader({ title, subtitle, documentTitle, head, children }: {
  title: string;
  subtitle?: string;
  documentTitle?: string;
  head?: Omit<PageHead, 'title'>;
  children?: ReactNode;
}) {
  usePageHead({ ...head, title: documentTitle ?? title });
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
