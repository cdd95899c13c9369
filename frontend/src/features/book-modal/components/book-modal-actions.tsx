import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { RatingStars } from '@/components/ui/rating-stars';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/get-current-user';
import { ownRating, useAddToReadingList, useRateBook, type ModalData } from '../api/get-modal-data';

/** Reading list and rating; anonymous readers get a sign-in prompt instead of each action. */
export function BookModalActions({ data }: { data: ModalData }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const user = useCurrentUser().data ?? null;
  const addToList = useAddToReadingList(data.book.id);
  const rate = useRateBook(data.book.id);
  // Optimistic: shows the new rating at once and reverts to the earlier one on failure (SPEC.md §5).
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
      {data.isInReadingList ? (
        <span className="text-sm font-medium text-success">✓ {t('bookModal.inList')}</span>
      ) : (
        <Button
          size="sm"
          disabled={addToList.isPending}
          onClick={() =>
            addToList.mutate(undefined, {
              onSuccess: () => toast({ title: t('bookModal.successAdded'), description: t('bookModal.addedToList'), variant: 'success' }),
              onError: () => toast({ title: t('bookModal.error'), description: t('bookModal.addListError'), variant: 'destructive' }),
            })
          }
        >
          + {t('bookModal.addToList')}
        </Button>
      )}
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
