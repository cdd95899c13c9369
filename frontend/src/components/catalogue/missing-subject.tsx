import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { isMissingSubject } from '@/lib/api/api-error';

export type CatalogueSubject = 'book' | 'author' | 'series' | 'genre' | 'award';

const LIST_OF: Record<CatalogueSubject, () => string> = {
  book: () => paths.books.href(),
  author: () => paths.authors.href(),
  series: () => paths.series.href(),
  genre: () => paths.genres.href(),
  award: () => paths.awards.href(),
};

/**
 * The page of a book, author, series, genre or award the catalogue does not have (the server
 * answers it with 404). It names what is missing as the page's heading, so a screen reader's
 * heading list and the tab's title agree, and links to the list to go on from.
 */
export function MissingSubject({ subject, title, headingLevel = 1 }: {
  subject: CatalogueSubject;
  /** Overrides the subject's own "could not be found" heading, e.g. to name a genre asked for by name. */
  title?: string;
  /** 2 where the page already has its heading (an award under the awards list). */
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="rounded-2xl border border-dashed border-line px-6 py-14 text-center">
      <p aria-hidden="true" className="text-3xl text-subtle">✦</p>
      <Heading className="mt-3 font-display text-2xl font-bold text-fg">{title ?? t(`missingSubject.${subject}.title`)}</Heading>
      <p className="mx-auto mt-2 max-w-prose text-sm text-muted">{t('missingSubject.explanation')}</p>
      <Link to={LIST_OF[subject]()} className={buttonClasses('secondary', 'md', 'mt-6')}>{t(`missingSubject.${subject}.list`)}</Link>
    </section>
  );
}

/**
 * A catalogue page whose subject failed to load, with the page's head: the missing subject's page
 * (titled "Not found", kept out of search engines) when the API does not know it, else the error
 * with a retry. For the pages that state their head only in this branch (series, genre, award).
 */
export function SubjectLoadFailure({ subject, error, onRetry, headingLevel }: {
  subject: CatalogueSubject;
  error: unknown;
  onRetry: () => void;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation();
  const isMissing = isMissingSubject(error);
  return (
    <>
      <PageTitle page={t(isMissing ? 'pageTitle.notFound' : 'common.errorTitle')} head={{ notFound: isMissing }} />
      {isMissing ? <MissingSubject subject={subject} headingLevel={headingLevel} /> : <ErrorState error={error} onRetry={onRetry} />}
    </>
  );
}
