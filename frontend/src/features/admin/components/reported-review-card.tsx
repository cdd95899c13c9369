import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RatingStars } from '@/components/ui/rating-stars';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api/api-error';
import { useLocale } from '@/lib/use-locale';
import { refOf, useDismissReports, useRestoreReview, type ModeratedReview, type ReportedReview } from '../api/moderation';
import { HideReviewDialog } from './hide-review-dialog';

function itemHref(review: ModeratedReview): string | null {
  if (!review.item) return null;
  return review.kind === 'book' ? paths.book.href(review.item.slug || String(review.item.id), 'reviews') : paths.author.href(review.item.slug || review.item.id);
}

/** What a review is about, linked to its page (plain text once the item has left the catalogue). */
function ReviewedItem({ review }: { review: ModeratedReview }) {
  const { t } = useTranslation();
  const href = itemHref(review);
  const name = review.item?.name ?? t('admin.moderation.itemGone');
  return (
    <span className="text-sm text-muted">
      {t(`admin.moderation.reviewOf.${review.kind}`)} {href ? <Link to={href} className="font-semibold text-accent hover:underline">{name}</Link> : name}
    </span>
  );
}

function HiddenNote({ review }: { review: ModeratedReview }) {
  const { t } = useTranslation();
  if (!review.hidden) return null;
  return (
    <p className="mt-2 inline-block rounded-md bg-danger/10 px-2 py-1 text-xs font-medium text-danger">
      {t('admin.moderation.isHidden')}{review.hiddenReason && ` · ${review.hiddenReason}`}
    </p>
  );
}

/** One reported review in the queue: the text, who wrote it, what readers said, and the decisions. */
export function ReportedReviewCard({ entry }: { entry: ReportedReview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { toast } = useToast();
  const restore = useRestoreReview();
  const dismiss = useDismissReports();
  const [isHiding, setHiding] = useState(false);
  const { review } = entry;
  const date = (value: string) => new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const topReason = entry.reasons[0]?.reason;
  const isBusy = restore.isPending || dismiss.isPending;
  const decide = (mutation: typeof restore, done: string) =>
    mutation.mutate(refOf(review), {
      onSuccess: () => toast({ title: done, variant: 'success' }),
      onError: (error) => toast({ title: isApiError(error) ? t(`errors.${error.code}`) : t('admin.error'), variant: 'destructive' }),
    });

  return (
    <Card className="p-5">
      <article aria-label={t('admin.moderation.cardLabel', { name: review.author.displayName })}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-medium text-fg">
              {review.author.displayName} {review.author.email && <span className="text-sm font-normal text-muted">· {review.author.email}</span>}
            </p>
            <ReviewedItem review={review} />
          </div>
          <RatingStars value={review.rating} size="sm" />
        </div>
        <HiddenNote review={review} />
        <blockquote className="mt-3 border-l-2 border-line pl-3 whitespace-pre-line text-fg">{review.text ?? t('admin.moderation.noText')}</blockquote>
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-fg">{t('admin.moderation.reportCount', { count: entry.reportCount })}</span>
          {entry.reasons.map(({ reason, count }) => (
            <span key={reason} className="rounded-full bg-raised px-2.5 py-0.5 text-xs text-fg">
              {t(`reviews.reasons.${reason}`)} × {count}
            </span>
          ))}
          <span className="text-xs text-subtle">{t('admin.moderation.reportedBetween', { first: date(entry.firstReportedAt), last: date(entry.lastReportedAt) })}</span>
        </div>
        {entry.notes.length > 0 && (
          <div className="mt-3">
            <h3 className="text-xs font-semibold tracking-wide text-subtle uppercase">{t('admin.moderation.notes')}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-muted">
              {entry.notes.map((note, index) => <li key={index}>{note}</li>)}
            </ul>
          </div>
        )}
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-accent">{t('admin.moderation.otherReviews', { name: review.author.displayName, count: entry.authorRecentReviews.length })}</summary>
          {entry.authorRecentReviews.length === 0 ? (
            <p className="mt-2 text-muted italic">{t('admin.moderation.noOtherReviews')}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {entry.authorRecentReviews.map((other) => (
                <li key={`${other.kind}-${other.itemId}`} className="rounded-lg border border-line p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <ReviewedItem review={other} />
                    <RatingStars value={other.rating} size="sm" />
                  </div>
                  <HiddenNote review={other} />
                  {other.text && <p className="mt-1 line-clamp-3 text-muted">{other.text}</p>}
                </li>
              ))}
            </ul>
          )}
        </details>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          {entry.status === 'open' && (
            <Button variant="secondary" size="sm" disabled={isBusy} onClick={() => decide(dismiss, t('admin.moderation.dismissed'))}>{t('admin.moderation.dismiss')}</Button>
          )}
          {review.hidden ? (
            <Button variant="secondary" size="sm" disabled={isBusy} onClick={() => decide(restore, t('admin.moderation.restored'))}>{t('admin.moderation.restore')}</Button>
          ) : (
            <Button variant="danger" size="sm" disabled={isBusy} onClick={() => setHiding(true)}>{t('admin.moderation.hide')}</Button>
          )}
        </div>
      </article>
      {isHiding && <HideReviewDialog review={review} suggestedReason={topReason ? t(`reviews.reasons.${topReason}`) : ''} onClose={() => setHiding(false)} />}
    </Card>
  );
}
