'use client';

import { Button, useConfig, useDocumentInfo, useLocale, useTranslation } from '@payloadcms/ui';
import { useState } from 'react';

import { CMS_BASE_PATH } from '../../base-path.js';

/**
 * In a catalogue document's edit view: asks the server for a fresh preview link (editors only,
 * valid a few minutes) and opens the document's page on the site with its latest draft, in the
 * language being edited (decision 123).
 */
export function PreviewButton() {
  const { id, collectionSlug } = useDocumentInfo();
  const locale = useLocale();
  const { config } = useConfig();
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const label = (t as (key: string) => string)('starshelf:previewButton');
  if (id === undefined || id === null || !collectionSlug) return null;

  const open = async () => {
    setFailed(false);
    // Opened at once, within the click, so no pop-up blocker stops it; the address follows.
    const opened = window.open('about:blank', '_blank');
    try {
      const response = await fetch(`${CMS_BASE_PATH}${config.routes.api}/preview-link`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ collection: collectionSlug, id, locale: locale.code }),
      });
      if (!response.ok) throw new Error(String(response.status));
      const { url } = (await response.json()) as { url: string };
      if (opened) opened.location.href = url;
      else window.open(url, '_blank');
    } catch {
      opened?.close();
      setFailed(true);
    }
  };

  return (
    <div className="starshelf-preview">
      <Button buttonStyle="secondary" size="medium" onClick={() => void open()} id="starshelf-preview-button">
        {label}
      </Button>
      {failed ? <p role="alert">{(t as (key: string) => string)('starshelf:previewFailed')}</p> : null}
    </div>
  );
}
