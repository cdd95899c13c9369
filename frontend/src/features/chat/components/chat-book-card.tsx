import { useTranslation } from 'react-i18next';
import { useBookModal } from '@/components/book/book-modal-context';
import { BookCover } from '@/components/ui/book-cover';
import type { ChatBook } from '../api/types';

/** A recommended book; activating it opens the book modal in place. Its reason (already in the answer's language) sits under it. */
export function ChatBookCard({ book }: { book: ChatBook }) {
  const { t } = useTranslation();
  const { openBook } = useBookModal();
  const author = book.authors[0];
  return (
    <li className="w-28 shrink-0 sm:w-32">
      <button
        type="button"
        onClick={() => openBook(book.id)}
        aria-label={t('chat.openBook', { title: book.title })}
        className="group block w-full rounded-lg text-left focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
      >
        <BookCover src={book.coverImage} title={book.title} author={author} className="transition duration-300 group-hover:-translate-y-1" isDecorative />
        <span className="mt-2 line-clamp-2 block text-sm font-semibold text-fg">{book.title}</span>
        {author && <span className="block truncate text-xs text-muted">{author}</span>}
      </button>
      {book.reason && <p className="mt-1 line-clamp-3 text-xs text-muted italic">{book.reason}</p>}
    </li>
  );
}
