import type { Locale, Paged } from '@starshelf/contract';
import { Link } from '@payloadcms/ui';

import type { FallbackDocument } from '../../translation-status/read-translation-status.js';
import type { TranslatableCollection } from '../../translation-status/translatable-collections.js';
import type { StatusCopy } from './copy.js';
import { documentEditHref } from './links.js';

type Props = { adminRoute: string; collection: TranslatableCollection; locale: Locale; status: Paged<FallbackDocument>; copy: StatusCopy };

/** The documents that fall back, each linked to its edit page in the locale that lacks the text. */
export function FallbackTable({ adminRoute, collection, locale, status, copy }: Props) {
  if (status.items.length === 0) {
    return <p className="translation-status__empty">{copy.everyDocumentHas(copy.locales[locale])}</p>;
  }
  return (
    <table className="translation-status__table">
      <thead>
        <tr>
          <th scope="col">{copy.documentHeading}</th>
          <th scope="col">{copy.blankIn(copy.locales[locale])}</th>
          <th scope="col">{copy.idHeading}</th>
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
