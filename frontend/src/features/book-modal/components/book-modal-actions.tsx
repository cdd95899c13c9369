import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ReadingListControl } from '@/components/reading-list/reading-list-control';
import { buttonClasses } from '@/components/ui/button';
import { RatingStars } from '@/components/ui/rating-stars';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useSignedInUser } from '@/lib/auth/get-current-user';
import { ownRating, useRateBook, type ModalData } from '../api/get-modal-data';

/** Reading list and rating; anonymous readers get a sign-in prompt instead of each action. */
export function BookModalActions({ data }: { data: ModalData }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const user = useSignedInUser();
  const rate = useRateBook(data.book.id);
  // Optimistic: shows the new rating at once and reverts to the earlier one on failure (docs/rules.md §5).
  const [shownRating, setShownRating] = useState(() => ownRating(data));

  if (!user) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-line p-4 text-sm text-muted">
        <span className="flex-1">{t('bookModal.signInPrompt')}</span>
        <Link to={paths.login.href()} className={buttonClasses('primary', 'sm')}>{t('nav.login')}</Link>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-4 rounded-xl border border-line bg-surface p-4">
      <ReadingListControl bookId={data.book.id} status={data.readingStatus ?? (data.isInReadingList ? 'to_read' : null)} />
      <div className="flex items-center gap-2 text-sm text-muted">
        <span>{t('bookModal.yourRating')}</span>
        <RatingStars
          value={shownRating}
          size="lg"
          onChange={(rating) => {
            const previous = ownRating(data);
            setShownRating(rating);
            rate.mutate(rating, {
              onSuccess: () => toast({ title: t('bookModal.thankYou'), description: t('bookModal.ratingSaved'), variant: 'success' }),
              onError: () => {
                setShownRating(previous);
                toast({ title: t('bookModal.error'), description: t('bookModal.ratingError'), variant: 'destructive' });
              },
            });
          }}
        />
      </div>
    </div>
  );
}
