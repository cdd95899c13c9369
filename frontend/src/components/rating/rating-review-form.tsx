import { RATING_MESSAGES, ratingInputSchema, REVIEW_MAX_LENGTH } from '@starshelf/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { HiddenReviewNote } from '@/components/review/hidden-review-note';
import { RatingStars } from '@/components/ui/rating-stars';
import { useToast } from '@/components/ui/toast';
import { useSaveRating, type RatedKind } from '@/lib/api/community';

type Props = {
  kind: RatedKind;
  itemId: number | string;
  /** The member's earlier rating; the form falls back to it (or 0) when saving fails. */
  initialRating?: number | null;
  initialReview?: string | null;
  /** Set when an administrator hid the member's review from others: the reason they gave. */
  hiddenReason?: string | null;
};

/**
 * A rating with an optional review, for books and authors. The chosen stars show at once; when
 * saving fails they return to the earlier rating or 0 (docs/rules.md §5). A review needs a rating.
 */
export function RatingReviewForm({ kind, itemId, initialRating, initialReview, hiddenReason }: Props) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const save = useSaveRating(kind, itemId);
  const [saved, setSaved] = useState(initialRating ?? 0);
  const [rating, setRating] = useState(initialRating ?? 0);
  const [review, setReview] = useState(initialReview ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ratingInputSchema.safeParse({ rating, review });
    if (!parsed.success) {
      const isRatingIssue = parsed.error.issues.some((issue) => issue.message === RATING_MESSAGES.invalidRating);
      setError(isRatingIssue ? t(review.trim() ? 'rating.reviewNeedsRating' : 'rating.invalid') : t('errors.VALIDATION_FAILED'));
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        setSaved(parsed.data.rating);
        toast({ title: t('bookModal.thankYou'), description: t('bookModal.ratingSaved'), variant: 'success' });
      },
      onError: () => {
        setRating(saved);
        toast({ title: t('bookModal.error'), description: t('bookModal.ratingError'), variant: 'destructive' });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-2xl border border-line bg-surface p-5">
      <h3 className="font-display text-lg font-semibold text-fg">{t('rating.formTitle')}</h3>
      {hiddenReason != null && <HiddenReviewNote reason={hiddenReason || null} />}
      <div className="flex items-center gap-3 text-sm text-muted">
        <span>{t('bookModal.yourRating')}</span>
        <RatingStars value={rating} size="lg" onChange={(value) => { setRating(value); setError(null); }} />
      </div>
      <label className="block text-sm text-muted">
        {t('rating.reviewLabel')}
        <textarea
          value={review}
          maxLength={REVIEW_MAX_LENGTH}
          onChange={(event) => setReview(event.target.value)}
          rows={4}
          placeholder={t('rating.reviewPlaceholder')}
          className="mt-1 block w-full rounded-lg border border-line bg-bg p-3 text-fg"
        />
      </label>
      {error && <p role="alert" className="text-sm text-danger">{error}</p>}
      <Button type="submit" disabled={save.isPending}>{t('rating.submit')}</Button>
    </form>
  );
}
