import { pagePaths, type PageName } from '@starshelf/contract';

/**
 * Every route's pattern and `href()` builder: the contract's page addresses (shared with the
 * server's sitemap, mails and chat links). Components link through these builders only, never
 * hand-built URLs.
 */
export const paths = pagePaths;
export { withQuery, type ProfileTab, type SettingsSection } from '@starshelf/contract';

export type RouteName = PageName;

/** The old and English aliases of docs/rules.md §2; any other unknown path also goes to the start page. */
export const REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/home', to: paths.home.href() },
  { from: '/start', to: paths.home.href() },
  { from: '/privacy', to: paths.privacy.href() },
  { from: '/imprint', to: paths.imprint.href() },
  { from: '/contact', to: paths.contact.href() },
  { from: '/terms', to: paths.terms.href() },
];
