import { useTranslation } from 'react-i18next';
import { ReviewList } from '@/components/review/review-list';
import { LoadMore } from '@/components/ui/load-more';
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
      <ReviewList reviews={items} subject={{ kind: 'book', itemId: bookId }} />
      <LoadMore shown={items.length} total={total} hasMore={reviews.hasNextPage} isLoading={reviews.isFetchingNextPage} onLoadMore={() => void reviews.fetchNextPage()} />
    </div>
  );
}
