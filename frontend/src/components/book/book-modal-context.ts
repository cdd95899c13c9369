import { createContext, useContext } from 'react';

export type BookModalContextValue = { openBook: (bookId: number) => void; closeBook: () => void };

export const BookModalContext = createContext<BookModalContextValue | null>(null);

/** Any book card opens the detail modal through this; outside the provider it is a programming error. */
export function useBookModal(): BookModalContextValue {
  const context = useContext(BookModalContext);
  if (!context) throw new Error('useBookModal must be used within a BookModalProvider');
  return context;
}
