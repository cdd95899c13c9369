import { DialogTitle } from '@headlessui/react';
import { formatLongDate, removeLeadingEinleitung } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { genreBadgeClasses, Badge } from '@/components/ui/badge';
import { BookCover } from '@/components/ui/book-cover';
import { Markdown } from '@/components/ui/markdown';
import { RatingStars } from '@/components/ui/rating-stars';
import { EditionPicker } from '@/components/edition-picker/edition-picker';
import { preselectEdition } from '@/components/edition-picker/preselect-edition';
import { paths } from '@/config/paths';
import { MoodChips } from '@/components/book/mood-chips';
import { isSuperUser, useCurrentUser } from '@/lib/auth/get-current-user';
import type { ModalData } from '../api/get-modal-data';
import { BookModalActions } from './book-modal-actions';
import { BookModalAuthor } from './book-modal-author';
import { BookModalReviews } from './book-modal-reviews';

type BodyProps = { data: ModalData; editionId: number | null; onEditionChange: (id: number) => void; onNavigate: () => void };


export function BookModalBody({ data, editionId, onEditionChange, onNavigate }: BodyProps) {
  const { t } = useTranslation();
  const { book, ratings } = data;
  const edition = preselectEdition(data.book.editions ?? [], editionId);
  const editions = book.editions ?? [];
  const isSuper = isSuperUser(useCurrentUser().data);
  const date = book.publicationDate ? formatLongDate(book.publicationDate) : (book.publicationYear ?? formatLongDate(null));
  const facts = [
    { label: t('book.published'), value: edition?.publicationYear ?? date },
    { label: t('book.publisher'), value: edition?.publisher ?? book.publisher ?? formatLongDate(null) },
    { label: t('book.pages'), value: edition?.pages ?? book.pages ?? formatLongDate(null) },
  ];

  return (
    <div className="grid gap-6 sm:grid-cols-[200px_1fr] sm:gap-8">
      <div className="mx-auto w-40 sm:w-full">
        <BookCover src={edition?.coverImage ?? book.coverImage} title={book.title} author={book.authors[0]?.name} genre={book.genres[0]?.name} isEager />
        {/* Editions: always shown to administrators (with the way to manage them), to others only with a choice. */}
        {(isSuper || editions.length > 1) && (
          <div className="mt-4 space-y-2">
            <EditionPicker bookId={book.id} selectedId={edition?.id ?? null} onChange={onEditionChange} />
            {isSuper && (
              <Link to={paths.bookEdit.href(book.slug || String(book.id))} onClick={onNavigate} className="block text-xs font-semibold text-accent hover:underline">
                {t('bookModal.manageEditions')} ({editions.length})
              </Link>
            )}
          </div>
        )}
      </div>
      <div className="min-w-0 space-y-5">
        <div className="pr-8">
          <DialogTitle className="font-display text-2xl leading-tight font-bold text-fg sm:text-3xl">{book.title}</DialogTitle>
          {book.authors.length > 0 && <p className="mt-1 text-muted">{book.authors.map((author) => author.name).join(', ')}</p>}
          <div className="mt-3 flex flex-wrap gap-1.5">
            {book.genres.map((genre) => (
              <Link key={genre.id} to={paths.genres.href(genre.name)} onClick={onNavigate}>
                <Badge className={genreBadgeClasses(genre.name)}>{genre.name}</Badge>
              </Link>
            ))}
          </div>
          <MoodChips moods={book.moods} onNavigate={onNavigate} className="mt-2 flex flex-wrap gap-1.5" />
        </div>
        <div className="flex items-center gap-2 text-sm text-muted">
          <RatingStars value={ratings.average} size="md" />
          <span className="font-semibold text-fg">{ratings.average?.toFixed(1) ?? '–'}</span>
          <span>{t('rating.count', { count: ratings.count })}</span>
        </div>
        <dl className="grid grid-cols-3 gap-3 rounded-xl border border-line bg-surface p-3 text-sm">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-xs text-subtle">{fact.label}</dt>
              <dd className="truncate font-medium text-fg">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {book.allSeries.length > 0 && (
          <p className="text-sm text-muted">
            {book.allSeries.map((link) => (
              <Link key={link.series.id} to={paths.seriesDetail.href(link.series.slug || link.series.id)} onClick={onNavigate} className="mr-3 text-accent hover:underline">
                {link.series.name}
                {link.position != null && ` #${link.position}`}
              </Link>
            ))}
          </p>
        )}
        {book.awards.length > 0 && (
          <ul className="space-y-1 text-sm">
            {book.awards.map((item, index) => (
              <li key={`${item.award.id}-${index}`}>
                <Link to={paths.awards.href(item.award.id)} onClick={onNavigate} className="text-fg hover:text-accent">
                  <span aria-hidden="true" className="text-accent">{item.isWinner ? '★ ' : '☆ '}</span>
                  {item.award.name} · {item.isWinner ? t('award.winner') : t('award.nominee')}
                  {item.categoryName && ` · ${item.categoryName}`}
                  {item.year && ` · ${item.year}`}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <BookModalActions data={data} />
        <section>
          <h3 className="mb-2 text-xs font-semibold tracking-widest text-subtle uppercase">{t('book.synopsis')}</h3>
          {book.description ? <Markdown>{removeLeadingEinleitung(book.description)}</Markdown> : <p className="text-sm text-muted italic">{t('bookModal.noDescription')}</p>}
        </section>
        <BookModalAuthor author={book.authors[0]} onNavigate={onNavigate} />
        <BookModalReviews reviews={ratings.reviews} bookId={book.id} slug={book.slug} onNavigate={onNavigate} />
        <Link to={paths.book.href(book.slug)} onClick={onNavigate} className="inline-block text-sm font-semibold text-accent hover:underline">
          {t('bookModal.fullPage')} →
        </Link>
      </div>
    </div>
  );
}
