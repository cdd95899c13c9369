import type { ReactNode } from 'react';
import { usePageHead } from '@/lib/page-head/page-head';

/**
 * The German legal pages (docs/rules.md §1: shown in German only, whatever the UI language); `lang`
 * tells screen readers and translators which language the text is in.
 */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  usePageHead({ title });
  return (
    <article lang="de" className="mx-auto max-w-3xl">
      <h1 className="font-display text-4xl font-bold text-fg">{title}</h1>
      <p className="mt-2 text-sm text-subtle">Stand: {updated}</p>
      <div className="mt-8 space-y-6 leading-relaxed text-muted [&_a]:text-accent [&_a]:underline [&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-fg [&_li]:ml-5 [&_strong]:text-fg [&_ul]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </article>
  );
}

/** Placeholder the operator must replace before going live; highlighted so it cannot be missed. */
export function Placeholder({ children }: { children: ReactNode }) {
  return <mark className="rounded bg-accent/20 px-1 text-fg">[{children}]</mark>;
}
