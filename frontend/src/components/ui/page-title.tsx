import { type PageHead, usePageHead } from '@/lib/page-head/page-head';

/** The page's head as an element, for pages that name themselves only in some branches (loading, not found). */
export function PageTitle({ page, head }: { page: string | undefined; head?: Omit<PageHead, 'title'> }) {
  usePageHead({ ...head, title: page });
  return null;
}
