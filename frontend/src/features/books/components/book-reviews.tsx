import { useTranslation } from 'react-i18next';
import { LoadMore } from '@/components/ui/load-more';
import { RatingStars } from '@/components/ui/rating-stars';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { flattenPages } from '@/lib/api/infinite';
import { useBookReviews } from '../api/get-book-reviews';

export function BookReviews({ bookId }: { bookId: number }) {
  const { t } = useTranslation();
  const reviews = useBookReviews(bookId, true);
  const { items, total } = flattenPages(reviews.data?.pages);
  if (reviews.isPending) return <LoadingState />;
  if (reviews.isError) return <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />;
  if (items.length === 0) return <EmptyState title={t('bookModal.noReviews')} />;
  return (
    <div>
      <ul className="space-y-4">
        {items.map((review) => (
          <li key={review.userId} className="rounded-2xl border border-line bg-surface p-5">
            <div className="flex items-center justify-between gap-3">
              <span className="font-medium text-fg">{review.user.displayName}</span>
              <RatingStars value={review.rating} size="sm" />
            </div>
            {review.review && <p className="mt-3 whitespace-pre-line text-muted">{review.review}</p>}
          </li>
        ))}
      </ul>
      <LoadMore shown={items.length} total={total} hasMore={reviews.hasNextPage} isLoading={reviews.isFetchingNextPage} onLoadMore={() => void reviews.fetchNextPage()} />
    </div>
  );
}
