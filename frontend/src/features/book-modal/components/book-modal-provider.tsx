import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { BookModalContext } from '@/components/book/book-modal-context';
import { trackEvent } from '@/lib/analytics';
import { useSignedInUser } from '@/lib/auth/get-current-user';

/** The selected id outlives the close by this much, so the closing dialog keeps its content. */
export const MODAL_CLEAR_DELAY_MS = 150;

// The dialog (Headless UI, markdown) loads on the first open, not with every page.
const BookModal = lazy(async () => ({ default: (await import('./book-modal')).BookModal }));

export function BookModalProvider({ children }: { children: ReactNode }) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const clearTimer = useRef<number | undefined>(undefined);
  const role = useSignedInUser()?.role ?? 'anonymous';

  const openBook = useCallback(
    (bookId: number) => {
      window.clearTimeout(clearTimer.current);
      setSelectedId(bookId);
      setIsOpen(true);
      trackEvent({ eventType: 'modal_open', route: window.location.pathname, entityType: 'book', entityId: bookId, metadata: { source: 'book_card', element_type: 'book_card' } }, role);
    },
    [role],
  );

  const closeBook = useCallback(() => {
    setIsOpen(false);
    clearTimer.current = window.setTimeout(() => setSelectedId(null), MODAL_CLEAR_DELAY_MS);
  }, []);

  useEffect(() => () => window.clearTimeout(clearTimer.current), []);

  const value = useMemo(() => ({ openBook, closeBook }), [openBook, closeBook]);
  return (
    <BookModalContext.Provider value={value}>
      {children}
      {selectedId !== null && (
        <Suspense fallback={null}>
          <BookModal bookId={selectedId} isOpen={isOpen} onClose={closeBook} />
        </Suspense>
      )}
    </BookModalContext.Provider>
  );
}
