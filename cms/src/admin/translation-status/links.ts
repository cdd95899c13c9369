import { type Locale } from '@starshelf/contract';

import type { TranslationStatusQuery } from '../../translation-status/read-translation-status.js';
import { parseTranslationStatusQuery } from '../../translation-status/translation-status-query.js';
import type { TranslatableCollection } from '../../translation-status/translatable-collections.js';

/** The admin view's path under the admin route (`/cms/admin/translation-status`). */
export const TRANSLATION_STATUS_VIEW_PATH = '/translation-status';

/**
 * German and Italian first: they are the optional translations (docs/rules.md §3). English is
 * listed too: a document typed in another language only falls back from English as well.
 */
export const REPORTED_LOCALES: readonly Locale[] = ['de', 'it', 'en'];

/** Rows per page of the view: more than the API's default, still one screen of links. */
const VIEW_PAGE_SIZE = 50;

const DEFAULT_VIEW_QUERY: TranslationStatusQuery = { collection: 'books', locale: 'de', page: 1, limit: VIEW_PAGE_SIZE };

type SearchParams = Record<string, string | string[] | undefined> | undefined;

/** What the view shows for its address; a value it cannot read falls back to the default one. */
export function viewQueryFrom(searchParams: SearchParams): TranslationStatusQuery {
  const value = (name: keyof TranslationStatusQuery) => {
    const given = searchParams?.[name];
    return typeof given === 'string' ? given : String(DEFAULT_VIEW_QUERY[name]);
  };
  const params = new URLSearchParams({ collection: value('collection'), locale: value('locale'), page: value('page'), limit: String(VIEW_PAGE_SIZE) });
  const parsed = parseTranslationStatusQuery(params);
  return 'query' in parsed ? parsed.query : DEFAULT_VIEW_QUERY;
}

/** The view for a collection, locale and page; `adminRoute` is the config's `routes.admin`. */
export function translationStatusViewHref(adminRoute: string, target: { collection: TranslatableCollection; locale: Locale; page?: number }): string {
  const params = new URLSearchParams({ collection: target.collection, locale: target.locale });
  if (target.page && target.page > 1) params.set('page', String(target.page));
  return `${adminRoute}${TRANSLATION_STATUS_VIEW_PATH}?${params.toString()}`;
}

/** A document's edit page, opened in the locale whose text is missing. */
export function documentEditHref(adminRoute: string, collection: TranslatableCollection, id: number, locale: Locale): string {
  return `${adminRoute}/collections/${collection}/${id}?locale=${locale}`;
}
