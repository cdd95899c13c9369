import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function HomeSection({ id, title, seeAllHref, children }: { id: string; title: string; seeAllHref?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id}>
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id={id} className="font-display text-2xl font-bold text-fg sm:text-3xl">{title}</h2>
        {seeAllHref && <Link to={seeAllHref} className="shrink-0 text-sm font-semibold text-accent hover:underline">{t('home.seeAll')} →</Link>}
      </div>
      {children}
    </section>
  );
}
