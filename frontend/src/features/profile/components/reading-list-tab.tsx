import '@/i18n/members/register';
import { READING_STATUSES } from '@starshelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookModal } from '@/components/book/book-modal-context';
import { ReadingListControl } from '@/components/reading-list/reading-list-control';
import { BookCover } from '@/components/ui/book-cover';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { readingListQueryOptions, type ReadingListEntry } from '@/lib/api/community';

/** Named by its visible title (WCAG 2.5.3); the title's ::after box covers the cover and the text, the status control sits above it. */
function Entry({ entry }: { entry: ReadingListEntry }) {
  const { openBook } = useBookModal();
  const authorsId = useId();
  const title = entry.book?.title ?? `#${entry.bookId}`;
  const authors = entry.book?.authors.map((author) => author.name).join(', ');
  return (
    <li className="relative flex items-center gap-4 rounded-xl border border-line bg-surface p-3">
      <div className="w-12 shrink-0">
        <BookCover src={entry.book?.coverImage ?? null} title={title} author={entry.book?.authors[0]?.name} isDecorative />
      </div>
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => openBook(entry.bookId)}
          aria-haspopup="dialog"
          aria-describedby={authors ? authorsId : undefined}
          className="block max-w-full truncate text-left font-semibold text-fg after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-accent"
        >
          {title}
        </button>
        {authors && <p id={authorsId} className="truncate text-sm text-muted">{authors}</p>}
      </div>
      <ReadingListControl bookId={entry.bookId} status={entry.status} isCompact className="relative z-10" />
    </li>
  );
}

/** The member's list, grouped by status in the order to read → reading → read. */
export function ReadingListTab() {
  const { t } = useTranslation();
  const list = useQuery(readingListQueryOptions());
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) return <EmptyState title={t('profile.emptyList')} />;
  return (
    <div className="space-y-8">
      {READING_STATUSES.map((status) => {
        const entries = list.data.items.filter((entry) => entry.status === status);
        if (entries.length === 0) return null;
        return (
          <section key={status} aria-labelledby={`status-${status}`}>
            <h3 id={`status-${status}`} className="mb-3 font-display text-lg font-semibold text-fg">
              {t(`books.statuses.${status}`)} <span className="text-sm text-muted">({entries.length})</span>
            </h3>
            <ul className="space-y-2">{entries.map((entry) => <Entry key={entry.bookId} entry={entry} />)}</ul>
          </section>
        );
      })}
    </div>
  );
}
