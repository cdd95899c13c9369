import { Gutter, Link, SetStepNav } from '@payloadcms/ui';
import type { AdminViewServerProps } from 'payload';

import { editorViewPool, EditorViewTemplate } from '../editor-view.js';
import { countFallbacks, readTranslationStatus } from '../../translation-status/read-translation-status.js';
import { TRANSLATABLE_COLLECTIONS } from '../../translation-status/translatable-collections.js';
import { FallbackTable } from './fallback-table.js';
import { statusCopy } from './copy.js';
import { REPORTED_LOCALES, TRANSLATION_STATUS_VIEW_PATH, translationStatusViewHref, viewQueryFrom } from './links.js';
import { StatusPager } from './status-pager.js';

/**
 * /cms/admin/translation-status: per locale and collection, the documents whose localized text is
 * blank there and so falls back to another language (docs/api.md "Catalogue care"). Payload serves
 * custom views to anyone, so the view checks for an editor itself.
 */
export async function TranslationStatusView(view: AdminViewServerProps) {
  const { initPageResult, searchParams } = view;
  const { req } = initPageResult;
  const { payload } = req;
  const adminRoute = payload.config.routes.admin;
  const pool = editorViewPool(view, TRANSLATION_STATUS_VIEW_PATH);
  const copy = statusCopy(req.i18n.language);
  const query = viewQueryFrom(searchParams);
  const [status, counts] = await Promise.all([readTranslationStatus(pool, query), countFallbacks(pool)]);

  return (
    <EditorViewTemplate view={view}>
      <SetStepNav nav={[{ label: copy.title }]} />
      <Gutter className="translation-status">
        <h1>{copy.title}</h1>
        <p>{copy.viewIntro}</p>
        <nav className="translation-status__tabs" aria-label={copy.languageTabs}>
          {REPORTED_LOCALES.map((code) => (
            <Link key={code} href={translationStatusViewHref(adminRoute, { collection: query.collection, locale: code })} aria-current={code === query.locale ? 'page' : undefined}>
              {copy.locales[code]} ({counts[query.collection][code]})
            </Link>
          ))}
        </nav>
        <nav className="translation-status__tabs" aria-label={copy.collectionTabs}>
          {TRANSLATABLE_COLLECTIONS.map((collection) => (
            <Link key={collection} href={translationStatusViewHref(adminRoute, { collection, locale: query.locale })} aria-current={collection === query.collection ? 'page' : undefined}>
              {copy.collections[collection]} ({counts[collection][query.locale]})
            </Link>
          ))}
        </nav>
        <FallbackTable adminRoute={adminRoute} collection={query.collection} locale={query.locale} status={status} copy={copy} />
        <StatusPager adminRoute={adminRoute} collection={query.collection} locale={query.locale} status={status} copy={copy} />
      </Gutter>
    </EditorViewTemplate>
  );
}
