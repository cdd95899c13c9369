import { useTranslation } from 'react-i18next';
import { BookGrid } from '@/components/book/book-card';
import { LazyMarkdown } from '@/components/ui/lazy-markdown';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { SubjectLoadFailure } from '@/components/catalogue/missing-subject';
import { paths } from '@/config/paths';
import { bookSeriesJsonLd, teaser } from '@/lib/page-head/schema-org';
import { useLocale } from '@/lib/use-locale';
import { useSeries } from '../api/get-series';
import { SeriesStatusBadge } from './series-card';

export function SeriesDetailView({ slugOrId }: { slugOrId: string }) {
  const { t } = useTranslation();
  const series = useSeries(slugOrId, useLocale());
  if (series.isPending) return <><PageTitle page={undefined} /><LoadingState /></>;
  if (series.isError) return <SubjectLoadFailure subject="series" error={series.error} onRetry={() => void series.refetch()} />;
  const data = series.data;
  return (
    <article className="space-y-10">
      <PageHeader
        title={data.name}
        subtitle={t('series.bookCount', { count: data.bookCount })}
        head={{ description: teaser(data.description), image: data.image ?? undefined, jsonLd: [bookSeriesJsonLd(data)], canonicalPath: paths.seriesDetail.href(data.slug) }}
      >
        <SeriesStatusBadge isCompleted={data.isCompleted} />
      </PageHeader>
      {data.description && <LazyMarkdown className="max-w-3xl text-base">{data.description}</LazyMarkdown>}
      <section>
        <h2 className="mb-6 font-display text-2xl font-bold text-fg">{t('series.books')}</h2>
        {data.books.length === 0 ? <EmptyState title={t('books.empty')} /> : <BookGrid books={data.books.map((book) => ({ ...book, seriesPosition: book.position }))} />}
      </section>
    </article>
  );
}
