import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { BookCover } from '@/components/ui/book-cover';
import { AverageRating } from '@/components/ui/rating-stars';
import { paths } from '@/config/paths';
import type { SeriesSummary } from '@starshelf/contract';

export function SeriesStatusBadge({ isCompleted }: { isCompleted: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge className={isCompleted ? 'bg-success/10 text-success ring-success/30' : 'bg-accent/10 text-accent ring-accent/30'}>
      {isCompleted ? t('series.completed') : t('series.ongoing')}
    </Badge>
  );
}

export function SeriesCard({ series }: { series: SeriesSummary }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.seriesDetail.href(series.slug || series.id)}
      className="group flex gap-4 rounded-2xl border border-line bg-surface p-4 transition hover:border-accent/50 hover:shadow-lg focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
    >
      <div className="w-20 shrink-0">
        <BookCover src={series.image} title={series.name} />
      </div>
      <div className="min-w-0 space-y-2">
        <h3 className="font-display leading-snug font-semibold text-fg group-hover:text-accent">{series.name}</h3>
        <p className="text-sm text-muted">{t('series.bookCount', { count: series.bookCount })}</p>
        {/* The series' rating follows its books' (weighted by their number of ratings). */}
        <AverageRating value={series.averageRating} />
        <SeriesStatusBadge isCompleted={series.isCompleted} />
      </div>
    </Link>
  );
}
