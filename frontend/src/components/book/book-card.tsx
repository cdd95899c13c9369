import { memo, type MouseEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BookCover } from '@/components/ui/book-cover';
import { RatingStars } from '@/components/ui/rating-stars';
import { paths } from '@/config/paths';
import type { BookSummary, ReadingStatus } from '@starshelf/contract';
import { ReadingListControl } from '../reading-list/reading-list-control';
import { useBookModal } from './book-modal-context';
import { CardStatusesProvider, OwnStatus, useSharedStatuses } from './card-reading-statuses';

/** A cover-first card; activating it opens the book modal rather than leaving the list. */
/** A card's book; inside a series it carries its position there (text: "1.5" occurs). */
export type CardBook = BookSummary & { seriesPosition?: string | null };

type BookCardProps = {
  book: CardBook;
  isEager?: boolean;
  /** A short line under the book, such as why it is recommended. */
  note?: string;
};

/** A plain click opens the modal; a click that asks for a new tab or window keeps the link's own way. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The card's one control is its title (WCAG 2.5.3: the accessible name is the visible text), a
 * link to the book's page: without JavaScript (and for search engines) it leads there, with it a
 * plain click opens the modal instead. Its
 * ::after box stretches over the whole card, so a tap on the cover opens the book as before; the
 * cover sits outside the button, so its printed title and author are no second, different name.
 * The reading-list control is lifted above that box to stay clickable.
 */
export const BookCard = memo(function BookCard({ book, isEager, note }: BookCardProps) {
  const { openBook } = useBookModal();
  const authorId = useId();
  const author = book.authors[0]?.name;
  const shared = useSharedStatuses();
  const control = (status: ReadingStatus | null | undefined) =>
    status !== undefined && <ReadingListControl bookId={book.id} status={status} isCompact className="relative z-10 pt-1" />;
  return (
    <article className="group relative">
      <BookCover
        src={book.coverImage}
        title={book.title}
        author={author}
        genre={book.genres[0]?.name}
        isEager={isEager}
        isDecorative
        className="transition duration-300 group-hover:-translate-y-1 group-hover:shadow-xl"
      />
      <div className="mt-3 space-y-1">
        {book.seriesPosition != null && <SeriesPosition position={book.seriesPosition} />}
        <h3 className="font-display leading-snug font-semibold text-fg">
          <a
            href={paths.book.href(book.slug)}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              openBook(book.id);
            }}
            aria-haspopup="dialog"
            aria-describedby={author ? authorId : undefined}
            className="block w-full text-left after:absolute after:-inset-2 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-accent"
          >
            <span className="line-clamp-2">{book.title}</span>
          </a>
        </h3>
        {author && <p id={authorId} className="truncate text-sm text-muted">{author}</p>}
        {book.averageRating != null && (
          <p className="flex items-center gap-1.5 text-xs text-muted">
            <RatingStars value={book.averageRating} size="sm" />
            <span>{book.averageRating.toFixed(1)}</span>
          </p>
        )}
        {note && <p className="line-clamp-3 text-xs text-muted italic">{note}</p>}
        {/* Shown once the member's list is known, so a listed book never offers "add". */}
        {shared ? control(shared.statuses ? (shared.statuses.get(book.id) ?? null) : undefined) : <OwnStatus bookId={book.id}>{control}</OwnStatus>}
      </div>
    </article>
  );
});

/** Only cards inside a series say where the book stands in it; the others need no translations at all. */
function SeriesPosition({ position }: { position: string }) {
  const { t } = useTranslation();
  return <p className="text-xs font-medium text-accent">{t('series.position', { position })}</p>;
}

/** The columns of every grid of book cards, so that rows of cards line up across a page. */
export const BOOK_GRID_CLASSES = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6';

/** Cards are memoised: a list's other answers (genres, the current user) do not redo them. */
export function BookGrid({ books, eagerCount = 0 }: { books: CardBook[]; eagerCount?: number }) {
  return (
    <CardStatusesProvider>
      <div className={BOOK_GRID_CLASSES}>
        {books.map((book, index) => (
          <BookCard key={book.id} book={book} isEager={index < eagerCount} />
        ))}
      </div>
    </CardStatusesProvider>
  );
}
