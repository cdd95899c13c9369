import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AverageRating } from '@/components/ui/rating-stars';
import { paths } from '@/config/paths';
import type { AuthorSummary } from '@starshelf/contract';

export function AuthorPortrait({ name, src, className = 'size-24' }: { name: string; src: string | null | undefined; className?: string }) {
  const initials = name.split(/\s+/).map((part) => part.charAt(0)).slice(0, 2).join('');
  return src ? (
    <img src={src} alt="" loading="lazy" className={`${className} rounded-full object-cover ring-2 ring-line`} />
  ) : (
    <span aria-hidden="true" className={`${className} grid place-items-center rounded-full bg-gradient-to-br from-raised to-line font-display text-2xl font-semibold text-accent ring-2 ring-line`}>
      {initials}
    </span>
  );
}

export function AuthorCard({ author }: { author: AuthorSummary }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.author.href(author.slug || author.id)}
      className="group flex flex-col items-center rounded-2xl border border-line bg-surface p-5 text-center transition hover:-translate-y-0.5 hover:border-accent/50 hover:shadow-lg focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
    >
      <AuthorPortrait name={author.name} src={author.profileImageUrl} />
      <h3 className="mt-4 font-display font-semibold text-fg group-hover:text-accent">{author.name}</h3>
      <p className="mt-1 text-xs text-muted">{t('authors.bookCount', { count: author.bookCount })}</p>
      <AverageRating value={author.averageRating} className="mt-2" />
    </Link>
  );
}
