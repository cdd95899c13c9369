import type { Locale, Paged } from '@starshelf/contract';
import { Link } from '@payloadcms/ui';

import type { FallbackDocument } from '../../translation-status/read-translation-status.js';
import type { TranslatableCollection } from '../../translation-status/translatable-collections.js';
import { translationStatusViewHref } from './links.js';

type Props = { adminRoute: string; collection: TranslatableCollection; locale: Locale; status: Paged<FallbackDocument> };

/** Previous and next page of the list, and where the reader is in it. */
export function StatusPager({ adminRoute, collection, locale, status }: Props) {
  const pages = Math.max(1, Math.ceil(status.total / status.limit));
  const hrefFor = (page: number) => translationStatusViewHref(adminRoute, { collection, locale, page });
  return (
    <nav className="translation-status__pager" aria-label="Pages">
      {status.page > 1 && <Link href={hrefFor(status.page - 1)}>Previous</Link>}
      <span>
        Page {status.page} of {pages} ({status.total} {status.total === 1 ? 'document' : 'documents'})
      </span>
      {status.hasMore && <Link href={hrefFor(status.page + 1)}>Next</Link>}
    </nav>
  );
}
