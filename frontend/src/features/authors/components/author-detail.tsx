import { formatLongDate } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyRatingReviewForm } from '@/components/rating/lazy-rating-review-form';
import { buttonClasses } from '@/components/ui/button';
import { FactList } from '@/components/ui/fact-list';
import { LazyMarkdown } from '@/components/ui/lazy-markdown';
import { RatingStars } from '@/components/ui/rating-stars';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { MissingSubject } from '@/components/catalogue/missing-subject';
import { paths } from '@/config/paths';
import { isMissingSubject } from '@/lib/api/api-error';
import { isSuperUser, useSignedInUser } from '@/lib/auth/get-current-user';
import { languageName } from '@/lib/language-name';
import { useLocale } from '@/lib/use-locale';
import { usePageHead } from '@/lib/page-head/page-head';
import { teaser, personJsonLd } from '@/lib/page-head/schema-org';
import { useAuthor } from '../api/get-authors';
import { AuthorBooks } from './author-books';
import { AuthorPortrait } from './author-card';
import { AuthorReviews } from './author-reviews';

export function AuthorDetailView({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const author = useAuthor(slug, locale);
  const user = useSignedInUser();
  const isMissing = author.isError && isMissingSubject(author.error);
  usePageHead(author.data
    ? { title: author.data.name, description: teaser(author.data.bio), image: author.data.profileImageUrl ?? undefined, type: 'profile', jsonLd: [personJsonLd(author.data)], canonicalPath: paths.author.href(author.data.slug) }
    : { title: author.isError ? t(isMissing ? 'pageTitle.notFound' : 'common.errorTitle') : undefined, notFound: isMissing });
  if (author.isPending) return <LoadingState />;
  if (isMissing) return <MissingSubject subject="author" />;
  if (author.isError) return <ErrorState error={author.error} onRetry={() => void author.refetch()} />;
  const data = author.data;
  const rating = data.averageRating;
  const facts = [
    [t('authors.born'), formatLongDate(data.born)],
    [t('authors.died'), formatLongDate(data.died)],
    [t('authors.nativeLanguage'), data.nativeLanguage ? languageName(data.nativeLanguage, locale) : formatLongDate(null)],
    [t('authors.gender'), data.gender ? t(`authors.genders.${data.gender}`) : formatLongDate(null)],
    [t('nav.books'), t('authors.bookCount', { count: data.bookCount })],
  ] as const;

  return (
    <article className="space-y-12">
      <header className="flex flex-col items-center gap-6 text-center sm:flex-row sm:items-start sm:text-left">
        <AuthorPortrait name={data.name} src={data.profileImageUrl} className="size-36" />
        <div className="min-w-0 flex-1">
          <h1 className="font-display text-4xl font-bold text-fg sm:text-5xl">{data.name}</h1>
          <p className="mt-3 flex items-center justify-center gap-2 text-muted sm:justify-start">
            <RatingStars value={rating} size="md" />
            <span className="font-semibold text-fg">{rating?.toFixed(1) ?? '–'}</span>
            {data.ratingsCount !== undefined && <span className="text-sm">{t('rating.count', { count: data.ratingsCount })}</span>}
          </p>
          <FactList facts={facts} className="mt-6 text-left sm:grid-cols-5" />
        </div>
      </header>
      <section className="max-w-3xl">
        <h2 className="mb-3 font-display text-2xl font-bold text-fg">{t('authors.biography')}</h2>
        {data.bio ? <LazyMarkdown className="text-base">{data.bio}</LazyMarkdown> : <p className="text-muted italic">{t('bookModal.noBiography')}</p>}
      </section>
      <section className="max-w-3xl">
        {user ? <LazyRatingReviewForm key={data.id} kind="authors" itemId={data.id} /> : (
          <p className="text-sm text-muted"><Link to={paths.login.href()} className="font-semibold text-accent hover:underline">{t('nav.login')}</Link> · {t('authors.signInPrompt')}</p>
        )}
        {isSuperUser(user) && <Link to={paths.authorEdit.href(data.slug || String(data.id))} className={buttonClasses('ghost', 'sm', 'mt-3')}>✎ {t('book.edit')}</Link>}
      </section>
      <AuthorReviews authorId={data.id} />
      <AuthorBooks key={data.id} author={data} />
    </article>
  );
}
