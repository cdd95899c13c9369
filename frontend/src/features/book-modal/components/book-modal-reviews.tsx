import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ReviewList } from '@/components/review/review-list';
import { paths } from '@/config/paths';
import type { Review } from '@starshelf/contract';

export const MODAL_REVIEW_COUNT = 2;

export function BookModalReviews({ reviews, bookId, slug, onNavigate }: { reviews: Review[]; bookId: number; slug: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const shown = reviews.slice(0, MODAL_REVIEW_COUNT);
  return (
    <section>
      <div className="mb-2 flex items-center justify-between">
        <h3 className="text-xs font-semibold tracking-widest text-subtle uppercase">{t('book.reviews')}</h3>
        <Link to={paths.book.href(slug, 'reviews')} onClick={onNavigate} className="text-sm font-medium text-accent hover:underline">
          {t('bookModal.writeReview')}
        </Link>
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-muted italic">{t('bookModal.noReviews')}</p>
      ) : (
        <ReviewList reviews={shown} subject={{ kind: 'book', itemId: bookId }} isCompact />
      )}
    </section>
  );
}
