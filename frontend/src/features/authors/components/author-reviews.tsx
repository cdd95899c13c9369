import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewList } from '@/components/review/review-list';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { flattenPages } from '@/lib/api/infinite';
import { useAuthorReviews } from '../api/get-author-reviews';

/**
 * Readers' reviews of an author, below the member's own rating form. They load when the reader asks
 * (as the book page's reviews tab): the server-rendered page is taken over without another call.
 */
export function AuthorReviews({ authorId }: { authorId: number }) {
  const { t } = useTranslation();
  const [isShown, setShown] = useState(false);
  const reviews = useAuthorReviews(authorId, isShown);
  const { items, total } = flattenPages(reviews.data?.pages);
  return (
    <section className="max-w-3xl">
      <h2 className="mb-3 font-display text-2xl font-bold text-fg">{t('authors.reviews')}</h2>
      {!isShown ? (
        <Button variant="secondary" onClick={() => setShown(true)}>{t('authors.showReviews')}</Button>
      ) : reviews.isPending ? (
        <LoadingState />
      ) : reviews.isError ? (
        <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted italic">{t('authors.noReviews')}</p>
      ) : (
        <>
          <ReviewList reviews={items} subject={{ kind: 'author', itemId: authorId }} />
          <LoadMore shown={items.length} total={total} hasMore={reviews.hasNextPage} isLoading={reviews.isFetchingNextPage} onLoadMore={() => void reviews.fetchNextPage()} />
        </>
      )}
    </section>
  );
}
