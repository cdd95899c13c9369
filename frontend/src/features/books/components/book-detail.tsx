import { differingOriginalTitle, formatLongDate, removeLeadingEinleitung } from '@starshelf/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { MissingSubject } from '@/components/catalogue/missing-subject';
import { useBookModal } from '@/components/book/book-modal-context';
import { Badge, genreBadgeClasses } from '@/components/ui/badge';
import { BookCover } from '@/components/ui/book-cover';
import { LazyRatingReviewForm } from '@/components/rating/lazy-rating-review-form';
import { ReadingListControl } from '@/components/reading-list/reading-list-control';
import { Button, buttonClasses } from '@/components/ui/button';
import { LazyMarkdown } from '@/components/ui/lazy-markdown';
import { RatingStars } from '@/components/ui/rating-stars';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { isMissingSubject } from '@/lib/api/api-error';
import { useOwnBookState } from '@/lib/api/community';
import { isSuperUser, useSignedInUser } from '@/lib/auth/get-current-user';
import { cn } from '@/lib/cn';
import { useAwaitingHydrationProps } from '@/lib/use-is-hydrating';
import { useLocale } from '@/lib/use-locale';
import { usePageHead } from '@/lib/page-head/page-head';
import { bookJsonLd, teaser } from '@/lib/page-head/schema-org';
import { MoodChips } from '@/components/book/mood-chips';
import { useBook } from '../api/get-books';
import { BookReviews } from './book-reviews';

type Tab = 'overview' | 'reviews';

/** "Dune – Frank Herbert": the title and the first author, as the tab names the book. */
function bookPageName(book: { title: string; authors: ReadonlyArray<{ name: string }> }, t: TFunction): string {
  const author = book.authors[0]?.name;
  return author ? t('pageTitle.book', { title: book.title, author }) : book.title;
}

export function BookDetailView({ slug, initialTab }: { slug: string; initialTab: Tab }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const book = useBook(slug, locale);
  const { openBook } = useBookModal();
  const [tab, setTab] = useState<Tab>(initialTab);
  const awaitingHydration = useAwaitingHydrationProps();
  const user = useSignedInUser();
  const own = useOwnBookState(book.data?.id ?? 0, Boolean(user) && book.isSuccess);
  const isMissing = book.isError && isMissingSubject(book.error);
  usePageHead(book.data
    ? { title: bookPageName(book.data, t), description: teaser(book.data.description), image: book.data.coverImage ?? undefined, type: 'book', jsonLd: [bookJsonLd(book.data)], canonicalPath: paths.book.href(book.data.slug) }
    : { title: book.isError ? t(isMissing ? 'pageTitle.bookNotFound' : 'common.errorTitle') : undefined, notFound: isMissing });

  if (book.isPending) return <LoadingState />;
  if (isMissing) return <MissingSubject subject="book" />;
  if (book.isError) return <ErrorState error={book.error} title={t('bookModal.errorLoading')} onRetry={() => void book.refetch()} />;
  const data = book.data;
  const originalTitle = differingOriginalTitle(data.title, data.originalTitle);
  const facts = [
    [t('book.published'), data.publicationDate ? formatLongDate(data.publicationDate) : (data.publicationYear ?? formatLongDate(null))],
    [t('book.publisher'), data.publisher ?? formatLongDate(null)],
    [t('book.pages'), data.pages ?? formatLongDate(null)],
  ] as const;

  return (
    <article className="grid gap-10 md:grid-cols-[280px_1fr]">
      <div className="mx-auto w-52 md:w-full">
        <BookCover src={data.coverImage} title={data.title} author={data.authors[0]?.name} genre={data.genres[0]?.name} isEager />
        <Button variant="secondary" className="mt-4 w-full" onClick={() => openBook(data.id)}>{t('book.openModal')}</Button>
        {user && <ReadingListControl bookId={data.id} status={own.data?.readingStatus ?? null} className="mt-3 justify-center" />}
        {isSuperUser(user) && <Link to={paths.bookEdit.href(data.slug || String(data.id))} className={buttonClasses('ghost', 'sm', 'mt-3 w-full')}>✎ {t('book.edit')}</Link>}
      </div>
      <div className="min-w-0">
        <h1 className="font-display text-3xl leading-tight font-bold text-fg sm:text-5xl">{data.title}</h1>
        {originalTitle && <p className="mt-1 text-base text-muted italic" data-testid="original-title">{t('book.originalTitle', { title: originalTitle })}</p>}
        <p className="mt-2 text-lg text-muted">
          {data.authors.map((author, index) => (
            <span key={author.id}>
              {index > 0 && ', '}
              <Link to={paths.author.href(author.slug || author.id)} className="hover:text-accent">{author.name}</Link>
            </span>
          ))}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <RatingStars value={data.averageRating} size="lg" />
          <span className="text-lg font-semibold text-fg">{data.averageRating?.toFixed(1) ?? '–'}</span>
          <span className="text-sm text-muted">{t('rating.count', { count: data.ratingsCount })}</span>
        </div>
        <div className="mt-4 flex flex-wrap gap-1.5">
          {data.genres.map((genre) => (
            <Link key={genre.id} to={paths.genres.href(genre.name)}><Badge className={genreBadgeClasses(genre.name)}>{genre.name}</Badge></Link>
          ))}
        </div>
        <MoodChips moods={data.moods} className="mt-3 flex flex-wrap gap-1.5" />
        <div role="tablist" aria-label={t('book.details')} className="mt-8 flex gap-6 border-b border-line">
          {(['overview', 'reviews'] as const).map((name) => (
            <button key={name} type="button" role="tab" aria-selected={tab === name} {...awaitingHydration} onClick={() => setTab(name)}
              className={cn('-mb-px border-b-2 pb-3 text-sm font-semibold', tab === name ? 'border-accent text-accent' : 'border-transparent text-muted hover:text-fg')}>
              {t(`book.${name}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" className="pt-6">
          {tab === 'reviews' ? (
            <div className="space-y-6">
              {user && own.isSuccess && <LazyRatingReviewForm key={data.id} kind="books" itemId={data.id} initialRating={own.data.rating} initialReview={own.data.review} hiddenReason={own.data.hiddenReason} />}
              {!user && <p className="text-sm text-muted"><Link to={paths.login.href()} className="font-semibold text-accent hover:underline">{t('nav.login')}</Link> · {t('bookModal.signInPrompt')}</p>}
              <BookReviews bookId={data.id} />
            </div>
          ) : (
            <div className="space-y-8">
              {data.description ? <LazyMarkdown className="max-w-3xl text-base">{removeLeadingEinleitung(data.description)}</LazyMarkdown> : <p className="text-muted italic">{t('bookModal.noDescription')}</p>}
              <dl className="grid max-w-xl grid-cols-3 gap-4 rounded-2xl border border-line bg-surface p-4 text-sm">
                {facts.map(([label, value]) => (
                  <div key={label}><dt className="text-xs text-subtle">{label}</dt><dd className="font-medium text-fg">{value}</dd></div>
                ))}
              </dl>
              {data.allSeries.length > 0 && (
                <section>
                  <h2 className="mb-2 text-xs font-semibold tracking-widest text-subtle uppercase">{t('book.series')}</h2>
                  {data.allSeries.map((link) => (
                    <Link key={link.series.id} to={paths.seriesDetail.href(link.series.slug || link.series.id)} className="mr-4 text-accent hover:underline">
                      {link.series.name}{link.position != null && ` #${link.position}`}
                    </Link>
                  ))}
                </section>
              )}
              {data.awards.length > 0 && (
                <section>
                  <h2 className="mb-2 text-xs font-semibold tracking-widest text-subtle uppercase">{t('book.awards')}</h2>
                  <ul className="space-y-1 text-sm">
                    {data.awards.map((item, index) => (
                      <li key={`${item.award.id}-${index}`}>
                        <Link to={paths.awards.href(item.award.id)} className="text-fg hover:text-accent">
                          {item.award.name} · {item.isWinner ? t('award.winner') : t('award.nominee')}{item.categoryName && ` · ${item.categoryName}`}{item.year && ` · ${item.year}`}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
