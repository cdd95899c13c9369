import { type ComponentType, lazy, memo, type ReactNode, Suspense } from 'react';
import { useLocale } from '@/lib/use-locale';

/**
 * A part of a page whose code loads after the page (search box, newsletter form, chat panel).
 * Memoised: when the page re-renders (the current user arrives) before the part's code has,
 * React would otherwise drop the part's prerendered markup and show the fallback until then, a
 * visible jump. With equal props the part is left alone and takes over its markup once loaded.
 * A switch of the language is the exception: markup waiting for its code cannot follow it, so the
 * part starts afresh in the new language (its fallback until the code is there) rather than keep
 * the old language's words.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode) {
  const Part = lazy(async () => ({ default: await load() }));
  return memo(function LazyPart(props: P) {
    const locale = useLocale();
    return (
      <Suspense key={locale} fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  });
}
