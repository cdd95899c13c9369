import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { BookGrid } from '@/components/book/book-card';
import { lazyPart } from '@/components/ui/lazy-part';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { AuthorCard } from '@/features/authors/components/author-card';
import { GenreGrid } from '@/features/genres/components/genre-card';
import { useHome } from '@/features/home/api/get-home';
import { LazyChatPanel } from '@/features/chat/components/lazy-chat-panel';
import { Hero } from '@/features/home/components/hero';
import { HomeSection } from '@/features/home/components/home-section';
import { SeriesCard } from '@/features/series/components/series-card';
import { useSignedInUser } from '@/lib/auth/get-current-user';
import { useLocale } from '@/lib/use-locale';

// The nav hides its search box on / (docs/rules.md §2); the hero offers it instead, loaded after the page.
const SearchBox = lazyPart(async () => (await import('@/features/search/components/search-box')).SearchBox, <div className="h-10" />);
// The mood row sits below the featured books and is no part of the first view: its code waits too.
const MoodRow = lazyPart(async () => (await import('@/features/home/components/mood-row')).MoodRow, null);
// Members only: the row's code is asked for once a member is known, so anonymous readers never load it.
const ForYouRow = lazyPart(async () => (await import('@/features/home/components/for-you-row')).ForYouRow, null);

export function HomeRoute() {
  const { t } = useTranslation();
  const home = useHome(useLocale());
  const isSignedIn = useSignedInUser() !== null;
  // Everything below the hero arrives at once: rendered as a deferred update, React splits it
  // into slices of a few milliseconds instead of one long task (see BookGrid).
  const data = useDeferredValue(home.data);
  const featured = data?.featuredBooks ?? [];
  const others = featured.filter((book) => book.id !== data?.hero?.id);
  // The spotlight book takes the middle, raised place of the hero's three covers.
  const heroBooks = data?.hero ? [...others.slice(0, 1), data.hero, ...others.slice(1, 2)] : featured;

  return (
    <div className="space-y-16">
      <Hero
        books={heroBooks}
        search={<SearchBox />}
      />
      {!data && !home.isError && <LoadingState />}
      {home.isError && <ErrorState error={home.error} title={t('home.errorLoading')} onRetry={() => void home.refetch()} />}
      {data && data.featuredBooks.length > 0 && (
        <HomeSection id="featured-books" title={t('home.featuredBooks')} seeAllHref={paths.books.href()}>
          <BookGrid books={data.featuredBooks.slice(0, 12)} eagerCount={6} />
        </HomeSection>
      )}
      {data && isSignedIn && <ForYouRow />}
      {data && <MoodRow />}
      <LazyChatPanel />
      {data && data.featuredAuthors.length > 0 && (
        <HomeSection id="featured-authors" title={t('home.featuredAuthors')} seeAllHref={paths.authors.href()}>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {data.featuredAuthors.slice(0, 10).map((author) => <AuthorCard key={author.id} author={author} />)}
          </div>
        </HomeSection>
      )}
      {data && data.popularSeries.length > 0 && (
        <HomeSection id="popular-series" title={t('home.popularSeries')} seeAllHref={paths.series.href()}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.popularSeries.slice(0, 6).map((series) => <SeriesCard key={series.id} series={series} />)}
          </div>
        </HomeSection>
      )}
      {data && data.genres.length > 0 && (
        <HomeSection id="genres" title={t('home.genres')} seeAllHref={paths.genres.href()}>
          <GenreGrid genres={data.genres.slice(0, 8)} />
        </HomeSection>
      )}
    </div>
  );
}
