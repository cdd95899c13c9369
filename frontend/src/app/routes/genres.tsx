import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { MissingSubject } from '@/components/catalogue/missing-subject';
import { paths } from '@/config/paths';
import { useGenres } from '@/features/genres/api/get-genres';
import { GenreBooks } from '@/features/genres/components/genre-books';
import { GenreGrid } from '@/features/genres/components/genre-card';
import { useLocale } from '@/lib/use-locale';
import { ListResults } from '@/components/ui/list-results';

/** /genres shows every genre; ?genre=<name> shows that genre's books (links from book chips). */
export function GenresRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const genres = useGenres(useLocale());
  const wanted = params.get('genre')?.trim().toLowerCase() ?? '';
  const back = <Link to={paths.genres.href()} className="text-sm font-semibold text-accent hover:underline">← {t('genres.allGenres')}</Link>;

  if (genres.isPending) return <><PageTitle page={t('genres.title')} /><LoadingState /></>;
  if (genres.isError) return <ErrorState error={genres.error} onRetry={() => void genres.refetch()} />;
  if (wanted) {
    const genre = genres.data.find((item) => item.name.toLowerCase() === wanted || item.slug === wanted);
    if (!genre) return <><PageTitle page={t('pageTitle.notFound')} head={{ notFound: true }} /><MissingSubject subject="genre" title={t('genres.notFound', { genre: params.get('genre') })} /></>;
    return <GenreBooks idOrSlug={String(genre.id)} headerAction={back} />;
  }
  return (
    <section>
      <PageHeader title={t('genres.title')} subtitle={t('genres.subtitle')} head={{ description: t('genres.subtitle') }} />
      {genres.data.length === 0 ? <EmptyState title={t('genres.empty')} /> : <ListResults><GenreGrid genres={genres.data} /></ListResults>}
    </section>
  );
}
