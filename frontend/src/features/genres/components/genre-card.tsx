import { genreBadgeColor } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GENRE_TONES } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import type { GenreSummary } from '@starshelf/contract';

export function GenreCard({ genre }: { genre: GenreSummary }) {
  const { t } = useTranslation();
  const [from, to] = GENRE_TONES[genreBadgeColor(genre.name)];
  return (
    <Link
      to={paths.genres.href(genre.name)}
      className="group relative flex min-h-32 flex-col justify-end overflow-hidden rounded-2xl p-5 text-white shadow-md transition hover:-translate-y-0.5 hover:shadow-xl focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
      style={{ backgroundImage: `linear-gradient(135deg, ${from} 0%, ${to} 140%)` }}
    >
      <span aria-hidden="true" className="absolute -top-3 -right-2 font-display text-8xl opacity-15 transition group-hover:opacity-25">✦</span>
      <h3 className="font-display text-lg font-semibold">{genre.name}</h3>
      <p className="text-sm text-white/85">{t('genres.bookCount', { count: genre.bookCount })}</p>
    </Link>
  );
}

export function GenreGrid({ genres }: { genres: GenreSummary[] }) {
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {genres.map((genre) => <GenreCard key={genre.id} genre={genre} />)}
    </div>
  );
}
