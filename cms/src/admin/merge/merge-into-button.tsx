'use client';
import { Link, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui';

import { isMergeableCollection } from '../../catalogue/merge/merge-rules.js';
import { mergeCopy } from './copy.js';
import { mergeViewHref } from './links.js';

/** "Merge into…" in the sidebar of a saved book, author or series: opens the merge view with it as the duplicate. */
export function MergeIntoButton() {
  const { id, collectionSlug } = useDocumentInfo();
  const { config } = useConfig();
  const { i18n } = useTranslation();
  if (!id || !collectionSlug || !isMergeableCollection(collectionSlug)) return null;
  const copy = mergeCopy(i18n.language);
  return (
    <div className="merge-into">
      <Link className="btn btn--style-secondary btn--size-small" href={mergeViewHref(config.routes.admin, { collection: collectionSlug, from: Number(id) })}>
        {copy.button}
      </Link>
    </div>
  );
}
