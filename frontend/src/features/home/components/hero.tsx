import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { BookCover } from '@/components/ui/book-cover';
import { paths } from '@/config/paths';
import { usePageHead } from '@/lib/page-head/page-head';
import { webSiteJsonLd } from '@/lib/page-head/schema-org';
import type { BookSummary } from '@starshelf/contract';

const FAN = ['-rotate-6 translate-x-6 translate-y-3', 'z-10 scale-110', 'rotate-6 -translate-x-6 translate-y-3'];

type HeroProps = { books: BookSummary[]; search?: ReactNode };

export function Hero({ books, search }: HeroProps) {
  const { t } = useTranslation();
  const fan = books.slice(0, 3);
  // The home page is the site itself: its tab carries the name alone.
  usePageHead({ description: t('home.heroBody'), jsonLd: [webSiteJsonLd(t('pageTitle.site'))] });
  return (
    // Not `overflow-hidden`: the search box's suggestions open below it and must not be cut off at the
    // hero's edge; the glow is rounded itself instead.
    <section className="relative rounded-3xl border border-line bg-surface px-6 py-12 sm:px-12 sm:py-16">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 rounded-[inherit] bg-[radial-gradient(ellipse_at_top_right,color-mix(in_oklab,var(--c-accent)_22%,transparent),transparent_60%)]" />
      <div className="relative grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-accent uppercase">{t('home.heroEyebrow')}</p>
          <h1 className="mt-3 font-display text-4xl leading-[1.05] font-bold tracking-tight text-fg sm:text-6xl">{t('app.tagline')}</h1>
          <p className="mt-5 max-w-xl text-lg text-muted">{t('home.heroBody')}</p>
          {search && <div className="mt-8 max-w-lg">{search}</div>}
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.books.href()} className={buttonClasses('primary', 'lg')}>{t('home.browseBooks')}</Link>
            <Link to={paths.authors.href()} className={buttonClasses('secondary', 'lg')}>{t('home.exploreAuthors')}</Link>
          </div>
        </div>
        {fan.length > 0 && (
          <div aria-hidden="true" className="mx-auto hidden w-full max-w-sm grid-cols-3 items-center sm:grid">
            {fan.map((book, index) => (
              <div key={book.id} className={`relative transition ${FAN[index] ?? ''}`}>
                <BookCover src={book.coverImage} title={book.title} author={book.authors[0]?.name} genre={book.genres[0]?.name} isEager className="shadow-2xl" />
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
