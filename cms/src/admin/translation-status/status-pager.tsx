import type { Locale, Paged } from '@starshelf/contract';
import { Link } from '@payloadcms/ui';

import type { FallbackDocument } from '../../translation-status/read-translation-status.js';
import type { TranslatableCollection } from '../../translation-status/translatable-collections.js';
import type { StatusCopy } from './copy.js';
import { translationStatusViewHref } from './links.js';

type Props = { adminRoute: string; collection: TranslatableCollection; locale: Locale; status: Paged<FallbackDocument>; copy: StatusCopy };

/** Previous and next page of the list, and where the reader is in it. */
export function StatusPager({ adminRoute, collection, locale, status, copy }: Props) {
  const pages = Math.max(1, Math.ceil(status.total / status.limit));
  const hrefFor = (page: number) => translationStatusViewHref(adminRoute, { collection, locale, page });
  return (
    <nav className="translation-status__pager" aria-label={copy.pages}>
      {status.page > 1 && <Link href={hrefFor(status.page - 1)}>{copy.previous}</Link>}
      <span>{copy.pageOf(status.page, pages, status.total)}</span>
      {status.hasMore && <Link href={hrefFor(status.page + 1)}>{copy.next}</Link>}
    </nav>
  );
}
