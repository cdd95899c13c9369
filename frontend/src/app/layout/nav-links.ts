import { paths } from '@/config/paths';

/** The sticky bar's entries (docs/rules.md §2), shared by the desktop bar and the mobile drawer. */
export const NAV_LINKS = [
  { to: paths.books.href(), labelKey: 'nav.books' },
  { to: paths.authors.href(), labelKey: 'nav.authors' },
  { to: paths.series.href(), labelKey: 'nav.series' },
  { to: paths.genres.href(), labelKey: 'nav.genres' },
  { to: paths.awards.href(), labelKey: 'nav.awards' },
] as const;
