import { RatingStars } from '@/components/ui/rating-stars';
import type { Review } from '@starshelf/contract';
import { cn } from '@/lib/cn';

type ReviewListProps = {
  reviews: Review[];
  /** The book modal's look: smaller cards, long texts cut after four lines. */
  isCompact?: boolean;
};

/** Readers' reviews of a book: who, how many stars, what they wrote. */
export function ReviewList({ reviews, isCompact = false }: ReviewListProps) {
  return (
    <ul className={isCompact ? 'space-y-3' : 'space-y-4'}>
      {reviews.map((review) => (
        <li key={review.userId} className={cn('border border-line', isCompact ? 'rounded-xl p-3' : 'rounded-2xl bg-surface p-5')}>
          <div className={cn('flex items-center justify-between', isCompact ? 'gap-2' : 'gap-3')}>
            <span className={cn('font-medium text-fg', isCompact && 'text-sm')}>{review.user.displayName}</span>
            <RatingStars value={review.rating} size="sm" />
          </div>
          {review.review && (
            <p className={cn('text-muted', isCompact ? 'mt-2 line-clamp-4 text-sm' : 'mt-3 whitespace-pre-line')}>{review.review}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
