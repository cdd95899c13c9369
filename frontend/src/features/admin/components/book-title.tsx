import { useQuery } from '@tanstack/react-query';
import type { BookDetail } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { api } from '@/lib/api/client';
import { useLocale } from '@/lib/use-locale';

/**
 * Analytics stores book ids; the dashboard names them from the catalogue (ten small cached reads)
 * and keeps the id when a book is gone.
 */
export function BookTitle({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const book = useQuery({
    queryKey: ['admin', 'book-title', id, locale],
    queryFn: ({ signal }) => api.get<Pick<BookDetail, 'title' | 'slug'>>(`/api/books/${encodeURIComponent(id)}?locale=${locale}`, { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  if (!book.data?.title) return <>{t('admin.analytics.book', { id })}</>;
  return (
    <Link to={paths.book.href(book.data.slug)} className="hover:text-accent">
      {book.data.title}
    </Link>
  );
}
