import { type ComponentType, lazy, memo, type ReactNode, Suspense, useState } from 'react';
import { useLocale } from '@/lib/use-locale';

/**
 * A part of a page whose code loads after the page (search box, newsletter form, chat panel).
 * Memoised: when the page re-renders (the current user arrives) before the part's code has,
 * React would otherwise drop the part's prerendered markup and show the fallback until then, a
 * visible jump. With equal props the part is left alone and takes over its markup once loaded.
 * A switch of the language before the code is there is the exception: markup waiting for its code
 * cannot follow it, so the part starts afresh in the new language (its fallback until the code
 * arrives) rather than keep the old language's words. Once loaded, the part follows a switch
 * itself and keeps its state (a chat's conversation, an open drawer).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode) {
  let isLoaded = false;
  const Part = lazy(async () => {
    const component = await load();
    isLoaded = true;
    return { default: component };
  });
  return memo(function LazyPart(props: P) {
    const locale = useLocale();
    const [markupLocale, setMarkupLocale] = useState(locale);
    if (!isLoaded && markupLocale !== locale) setMarkupLocale(locale);
    return (
      <Suspense key={markupLocale} fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  });
}
