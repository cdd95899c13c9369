import { Link } from '@payloadcms/ui';
import type { ServerProps } from 'payload';

import { mergeCopy } from './copy.js';
import { MERGE_VIEW_PATH } from './links.js';

/** The merge view's entry in the admin's side navigation, after the collections. */
export function MergeNavLink({ payload, i18n }: ServerProps) {
  const copy = mergeCopy(i18n?.language);
  return (
    <Link className="nav__link" href={`${payload.config.routes.admin}${MERGE_VIEW_PATH}`}>
      <span className="nav__link-label">{copy.navLink}</span>
    </Link>
  );
}
