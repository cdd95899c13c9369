import { lazy, memo, Suspense } from 'react';
import { markdownToText } from '@starshelf/contract';
import { cn } from '@/lib/cn';

const Markdown = lazy(() => import('./markdown').then((module) => ({ default: module.Markdown })));

type Props = { children: string; className?: string };

/**
 * The markdown renderer as a chunk of its own (35 KB gzip that a server-rendered page does not need
 * before it is shown). A page that arrived rendered keeps the server's markup until the chunk is
 * there, then hydrates it; a page opened in the app shows the plain text for that moment.
 *
 * Memoised: a page re-renders right after hydration (the controls that wait for it, the reader's
 * session), and an update reaching a boundary that is still waiting for the chunk makes React
 * drop the server's markup for the plain-text fallback, then the markdown again: the synopsis
 * would flash and be laid out three times, and the page would lose its largest paint.
 */
export const LazyMarkdown = memo(function LazyMarkdown({ children, className }: Props) {
  return (
    <Suspense fallback={<p className={cn('whitespace-pre-line leading-relaxed text-muted', className)}>{markdownToText(children)}</p>}>
      <Markdown className={className}>{children}</Markdown>
    </Suspense>
  );
});
