import { useId } from 'react';
import { useBookModal } from '@/components/book/book-modal-context';
import { BookCover } from '@/components/ui/book-cover';
import type { ChatBook } from '../api/types';

/**
 * A recommended book; activating it opens the book modal in place. Its reason (already in the
 * answer's language) sits under it. The button is the visible title, so its accessible name is
 * what a sighted reader sees (WCAG 2.5.3); its ::after box spans the cover too, which stays outside
 * the button so the generated cover's printed words do not become part of the name.
 */
export function ChatBookCard({ book }: { book: ChatBook }) {
  const { openBook } = useBookModal();
  const detailsId = useId();
  const author = book.authors[0];
  return (
    <li className="group relative w-28 shrink-0 sm:w-32">
      <BookCover src={book.coverImage} title={book.title} author={author} className="transition duration-300 group-hover:-translate-y-1" isDecorative />
      <button
        type="button"
        onClick={() => openBook(book.id)}
        aria-haspopup="dialog"
        aria-describedby={author || book.reason ? detailsId : undefined}
        className="mt-2 block w-full text-left text-sm font-semibold text-fg after:absolute after:-inset-1 after:rounded-lg focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-accent"
      >
        <span className="line-clamp-2">{book.title}</span>
      </button>
      <div id={detailsId}>
        {author && <span className="block truncate text-xs text-muted">{author}</span>}
        {book.reason && <p className="mt-1 line-clamp-3 text-xs text-muted italic">{book.reason}</p>}
      </div>
    </li>
  );
}
