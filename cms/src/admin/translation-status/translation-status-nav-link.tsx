import { Link } from '@payloadcms/ui';
import type { ServerProps } from 'payload';

import { statusCopy } from './copy.js';
import { TRANSLATION_STATUS_VIEW_PATH } from './links.js';

/** The view's entry in the admin's side navigation, after the collections. */
export function TranslationStatusNavLink({ payload, i18n }: ServerProps) {
  return (
    <Link className="nav__link" href={`${payload.config.routes.admin}${TRANSLATION_STATUS_VIEW_PATH}`}>
      <span className="nav__link-label">{statusCopy(i18n?.language).title}</span>
    </Link>
  );
}
