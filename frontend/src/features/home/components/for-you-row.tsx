import '../register-for-you-translations';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BOOK_GRID_CLASSES, BookCard } from '@/components/book/book-card';
import { paths } from '@/config/paths';
import { useRecommendations } from '../api/get-recommendations';
import { useSignedInUser } from '@/lib/auth/get-current-user';
import { useLocale } from '@/lib/use-locale';
import { HomeSection } from './home-section';

/** As many picks as the featured row shows: two full rows at most column counts. */
export const FOR_YOU_LIMIT = 12;
// The skeleton keeps the row's place while the picks are computed, so the page below does not jump.
const SKELETON_CARDS = 6;

/**
 * The member's "For you" row. An extra, not the page: nothing for anonymous readers (no call is
 * sent), a skeleton while loading, and nothing when the call fails or finds no picks. A member
 * without ratings gets popular picks with a call to rate a few favourites instead.
 */
export function ForYouRow() {
  const { t } = useTranslation();
  const isSignedIn = useSignedInUser() !== null;
  const picks = useRecommendations({ locale: useLocale(), limit: FOR_YOU_LIMIT, isSignedIn });
  if (!isSignedIn || picks.isError) return null;
  if (picks.isPending) return <ForYouSkeleton label={t('forYou.loading')} />;
  if (picks.data.items.length === 0) return null;

  const isPopular = picks.data.basis === 'popular';
  return (
    <HomeSection id="for-you" title={t(isPopular ? 'forYou.popularTitle' : 'forYou.title')}>
      {isPopular && (
        <p className="-mt-3 mb-6 text-muted">
          {t('forYou.popularBody')}{' '}
          <Link to={paths.books.href(undefined, 'rating')} className="font-semibold text-accent hover:underline">{t('forYou.rateFavourites')} →</Link>
        </p>
      )}
      <ul className={BOOK_GRID_CLASSES}>
        {picks.data.items.map(({ book, reason }) => (
          <li key={book.id}><BookCard book={book} note={reason} /></li>
        ))}
      </ul>
    </HomeSection>
  );
}

function ForYouSkeleton({ label }: { label: string }) {
  return (
    <section role="status" aria-label={label} className="animate-pulse">
      <div className="mb-6 h-8 w-48 rounded-lg bg-raised" />
      <div className={BOOK_GRID_CLASSES}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <div key={index} aria-hidden="true" className="space-y-2">
            <div className="aspect-[2/3] w-full rounded-lg bg-raised" />
            <div className="h-4 w-3/4 rounded bg-raised" />
            <div className="h-3 w-1/2 rounded bg-raised" />
          </div>
        ))}
      </div>
    </section>
  );
}
