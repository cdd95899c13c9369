import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { lazyPart } from '@/components/ui/lazy-part';
import { paths } from '@/config/paths';
import { useSignedInUser } from '@/lib/auth/get-current-user';
import { NAV_LINKS } from './nav-links';

// Below the fold on every page: its mutation code need not delay the first paint.
const NewsletterForm = lazyPart(async () => (await import('@/features/newsletter/components/newsletter-form')).NewsletterForm, <div className="h-20" />);

type FooterLink = { to: string; labelKey: string; isExternal?: boolean };

const SIGNED_IN_LINKS: FooterLink[] = [
  { to: paths.profile.href('reading'), labelKey: 'footer.readingList' },
  { to: paths.profile.href('reviews'), labelKey: 'footer.reviews' },
  { to: paths.settings.href(), labelKey: 'footer.settings' },
  { to: paths.logout.href(), labelKey: 'footer.signOut', isExternal: true },
];
const ANONYMOUS_LINKS: FooterLink[] = [
  { to: paths.login.href(), labelKey: 'footer.login' },
  { to: paths.register.href(), labelKey: 'footer.register' },
];
const LEGAL_LINKS: FooterLink[] = [
  { to: paths.imprint.href(), labelKey: 'footer.imprint' },
  { to: paths.privacy.href(), labelKey: 'footer.privacy' },
  { to: paths.terms.href(), labelKey: 'footer.terms' },
  { to: paths.contact.href(), labelKey: 'footer.contact' },
];
const SOCIAL = [
  { label: 'Mastodon', glyph: 'M' },
  { label: 'Bluesky', glyph: 'B' },
  { label: 'Instagram', glyph: 'I' },
] as const;

function LinkColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const { t } = useTranslation();
  const style = 'text-muted hover:text-accent';
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-widest text-subtle uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={`${link.to}|${link.labelKey}`}>
            {link.isExternal ? <a href={link.to} className={style}>{t(link.labelKey)}</a> : <Link to={link.to} className={style}>{t(link.labelKey)}</Link>}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-20 border-t border-line bg-surface/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="space-y-5">
          <div>
            {/* The heading of the brand column, at the level of the link columns' headings beside it. */}
            <h2 className="font-display text-xl font-bold text-fg"><span aria-hidden="true" className="text-accent">✦ </span>{t('app.name')}</h2>
            <p className="mt-2 text-sm text-muted">{t('app.tagline')}</p>
          </div>
          <NewsletterForm />
          <ul className="flex gap-2" aria-label={t('footer.social')}>
            {SOCIAL.map((item) => (
              <li key={item.label}>
                <a href="#" aria-label={item.label} className="grid size-9 place-items-center rounded-full border border-line text-sm font-semibold text-muted hover:border-accent hover:text-accent">
                  {item.glyph}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title={t('footer.explore')} links={[{ to: paths.home.href(), labelKey: 'nav.home' }, ...NAV_LINKS]} />
        <LinkColumn title={t('footer.account')} links={user ? [{ to: paths.profile.href(), labelKey: 'footer.profile' }, ...SIGNED_IN_LINKS] : [{ to: paths.profile.href(), labelKey: 'footer.profile' }, ...ANONYMOUS_LINKS]} />
        <LinkColumn title={t('footer.legal')} links={LEGAL_LINKS} />
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-subtle sm:flex-row sm:justify-between">
          <p>{t('footer.copyright', { year })}</p>
          <p>
            {t('footer.credits')}{' '}
            <Link to={paths.imprint.href()} className="underline hover:text-accent">{t('footer.creditsLink')}</Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
