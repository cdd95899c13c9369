import type { Locale, Paged } from '@starshelf/contract';
import { Link } from '@payloadcms/ui';

import type { FallbackDocument } from '../../translation-status/read-translation-status.js';
import type { TranslatableCollection } from '../../translation-status/translatable-collections.js';
import { documentEditHref, LOCALE_NAMES } from './links.js';

type Props = { adminRoute: string; collection: TranslatableCollection; locale: Locale; status: Paged<FallbackDocument> };

/** The documents that fall back, each linked to its edit page in the locale that lacks the text. */
export function FallbackTable({ adminRoute, collection, locale, status }: Props) {
  if (status.items.length === 0) {
    return <p className="translation-status__empty">Every document has its {LOCALE_NAMES[locale]} text.</p>;
  }
  return (
    <table className="translation-status__table">
      <thead>
        <tr>
          <th scope="col">Document</th>
          <th scope="col">Blank in {LOCALE_NAMES[locale]}</th>
          <th scope="col">ID</th>
        </tr>
      </thead>
      <tbody>
        {status.items.map((item) => (
          <tr key={item.id}>
            <td>
              <Link href={documentEditHref(adminRoute, collection, item.id, locale)}>{item.title ?? `#${item.id}`}</Link>
            </td>
            <td>{item.missing.join(', ')}</td>
            <td>{item.id}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
