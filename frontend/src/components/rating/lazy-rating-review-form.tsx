import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingState } from '@/components/ui/states';

const RatingReviewForm = lazy(() => import('./rating-review-form').then((module) => ({ default: module.RatingReviewForm })));

/**
 * The rating form loads when a member's page shows it: readers who are not signed in (and the
 * server-rendered first paint) do without its validation code and zod.
 */
export function LazyRatingReviewForm(props: ComponentProps<typeof RatingReviewForm>) {
  return (
    <Suspense fallback={<LoadingState />}>
      <RatingReviewForm {...props} />
    </Suspense>
  );
}
