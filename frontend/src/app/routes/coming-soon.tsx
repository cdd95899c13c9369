import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePageHead } from '@/lib/page-head/page-head';

/** Placeholder for the screens other issues build; keeps every docs/rules.md §2 route reachable now. */
export function ComingSoonRoute() {
  const { t } = useTranslation();
  usePageHead({ title: t('comingSoon.title') });
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="font-display text-3xl font-bold text-fg">{t('comingSoon.title')}</h1>
      <p className="mt-4 text-muted">{t('comingSoon.body')}</p>
      <Link to={paths.home.href()} className="mt-8 inline-block text-accent underline-offset-4 hover:underline">
        {t('comingSoon.backHome')}
      </Link>
    </section>
  );
}
