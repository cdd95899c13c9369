import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After the reader moves to another page, a focus the old page took with it (the link they
 * activated was in that page, which went inert and then away) lands on the new page's content,
 * so the next Tab starts there rather than at the top of the document. A focus still in place (the
 * navigation bar, the search box) is left alone, and the first page of a visit is not touched.
 */
export function useFocusAfterNavigation(content: RefObject<HTMLElement | null>, isLeavingPage: boolean): void {
  const { pathname } = useLocation();
  const handledPath = useRef(pathname);
  useEffect(() => {
    // While the next page's code loads, the content is inert and cannot take focus yet.
    if (isLeavingPage || handledPath.current === pathname) return;
    handledPath.current = pathname;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    content.current?.focus({ preventScroll: true });
  }, [pathname, isLeavingPage, content]);
}
