import { usePageTitle } from '@/lib/use-page-title';

/** The document title as an element, for pages that name themselves only in some branches (loading, not found). */
export function PageTitle({ page }: { page: string | undefined }) {
  usePageTitle(page);
  return null;
}
