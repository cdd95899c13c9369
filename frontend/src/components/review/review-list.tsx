import { RatingStars } from '@/components/ui/rating-stars';
import type { Review } from '@starshelf/contract';
import { useSignedInUser } from '@/lib/auth/get-current-user';
import { cn } from '@/lib/cn';
import { ReportReviewButton } from './report-review-button';
import type { ReviewSubject } from './report-review-call';

type ReviewListProps = {
  reviews: Review[];
  /** The book or author reviewed: with it, signed-in readers may report others' reviews. */
  subject?: ReviewSubject;
  /** The book modal's look: smaller cards, long texts cut after four lines. */
  isCompact?: boolean;
};

/** Readers' reviews of a book or an author: who, how many stars, what they wrote. */
export function ReviewList({ reviews, subject, isCompact = false }: ReviewListProps) {
  // Null for anonymous readers (and while a server-rendered page is taken over): no report action.
  const user = useSignedInUser();
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
          {subject && user && user.id !== review.userId && review.review && (
            <div className={cn('flex justify-end', isCompact ? 'mt-1' : 'mt-2')}>
              <ReportReviewButton subject={subject} authorId={review.userId} authorName={review.user.displayName} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
