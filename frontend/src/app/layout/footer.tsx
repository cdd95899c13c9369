import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { NAV_LINKS } from './nav-links';

type FooterLink = { to: string; labelKey: string };

const ACCOUNT_LINKS: FooterLink[] = [
  { to: paths.profile.href(), labelKey: 'footer.profile' },
  { to: paths.profile.href('reading'), labelKey: 'footer.readingList' },
  { to: paths.profile.href('reviews'), labelKey: 'footer.reviews' },
  { to: paths.login.href(), labelKey: 'footer.login' },
  { to: paths.register.href(), labelKey: 'footer.register' },
];

const LEGAL_LINKS: FooterLink[] = [
  { to: paths.imprint.href(), labelKey: 'footer.imprint' },
  { to: paths.privacy.href(), labelKey: 'footer.privacy' },
  { to: paths.terms.href(), labelKey: 'footer.terms' },
  { to: paths.contact.href(), labelKey: 'footer.contact' },
];

function LinkColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-slate-400 hover:text-amber-300">
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-slate-800 bg-slate-950">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{t('app.name')}</p>
          <p className="mt-2 text-sm text-slate-400">{t('app.tagline')}</p>
        </div>
        <LinkColumn title={t('footer.explore')} links={[{ to: paths.home.href(), labelKey: 'nav.home' }, ...NAV_LINKS]} />
        <LinkColumn title={t('footer.account')} links={ACCOUNT_LINKS} />
        <LinkColumn title={t('footer.legal')} links={LEGAL_LINKS} />
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-500">{t('footer.copyright', { year })}</p>
    </footer>
  );
}
