import '@/i18n/members/register';
import { formatLongDate } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HiddenReviewNote } from '@/components/review/hidden-review-note';
import { RatingStars } from '@/components/ui/rating-stars';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useProfileReviews, type ProfileReview } from '../api/profile';

function target(review: ProfileReview) {
  const { item } = review;
  if (!item) return null;
  const href = review.kind === 'book' ? paths.book.href(item.slug || String(item.id), 'reviews') : paths.author.href(item.slug || item.id);
  return { kind: review.kind, name: item.name, href };
}

export function ReviewsTab() {
  const { t } = useTranslation();
  const reviews = useProfileReviews();
  if (reviews.isPending) return <LoadingState />;
  if (reviews.isError) return <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />;
  if (reviews.data.items.length === 0) return <EmptyState title={t('profile.noReviews')} />;
  return (
    <ul className="space-y-3">
      {reviews.data.items.map((review) => {
        const about = target(review);
        return (
          <li key={`${review.kind}-${review.itemId}`} className="rounded-xl border border-line bg-surface p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm text-muted">
                {about && <>{t(`profile.reviewOf.${about.kind}`)} <Link to={about.href} className="font-semibold text-accent hover:underline">{about.name}</Link></>}
              </span>
              <RatingStars value={review.rating} size="sm" />
            </div>
            {review.hidden && <HiddenReviewNote reason={review.hiddenReason} className="mt-2" />}
            {review.review && <p className="mt-2 whitespace-pre-line text-fg">{review.review}</p>}
            <p className="mt-2 text-xs text-subtle">{formatLongDate(review.updatedAt)}</p>
          </li>
        );
      })}
    </ul>
  );
}
