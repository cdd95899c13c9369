import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden rounded-2xl border border-slate-800 bg-gradient-to-br from-indigo-950 via-slate-900 to-slate-950 px-6 py-16 text-center sm:px-12 sm:py-24">
      <h1 className="text-4xl font-bold tracking-tight text-white sm:text-6xl">{t('app.name')}</h1>
      <p className="mt-4 text-lg text-amber-300 sm:text-2xl">{t('app.tagline')}</p>
      <p className="mx-auto mt-6 max-w-2xl text-slate-300">{t('home.heroBody')}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link
          to={paths.books.href()}
          className="rounded-lg bg-amber-400 px-5 py-2.5 font-semibold text-slate-950 hover:bg-amber-300 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
        >
          {t('home.browseBooks')}
        </Link>
        <Link
          to={paths.authors.href()}
          className="rounded-lg border border-slate-600 px-5 py-2.5 font-semibold text-slate-100 hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:outline-none"
        >
          {t('home.exploreAuthors')}
        </Link>
      </div>
    </section>
  );
}
