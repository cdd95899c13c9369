import { LOCALES, type Locale, type Paged, pageOffset, paged } from '@starshelf/contract';
import type { Pool } from 'pg';

import { TRANSLATABLE_COLLECTIONS, TRANSLATABLE_SPECS, type TranslatableCollection } from './translatable-collections.js';
import { fallbackCountsSql, fallbackPageSql } from './translation-status-sql.js';

/** Where the report reads: Payload's own pool in the admin and in tests. */
export type StatusDatabase = Pick<Pool, 'query'>;

/** A document a reader of the locale sees partly in another language, and which fields. */
export type FallbackDocument = { id: number; title: string | null; missing: string[] };

export type TranslationStatusQuery = { collection: TranslatableCollection; locale: Locale; page: number; limit: number };

/** Per collection, per locale: how many documents fall back there. */
export type FallbackCounts = Record<TranslatableCollection, Record<Locale, number>>;

/** One page of the documents of a collection whose localized fields fall back in the locale. */
export async function readTranslationStatus(database: StatusDatabase, query: TranslationStatusQuery): Promise<Paged<FallbackDocument>> {
  const spec = TRANSLATABLE_SPECS[query.collection];
  const { rows } = await database.query<{ total: number; items: FallbackDocument[] }>(fallbackPageSql(spec), [
    query.locale,
    query.limit,
    pageOffset(query.page, query.limit),
  ]);
  const [row] = rows;
  return paged(row?.items ?? [], row?.total ?? 0, query.page, query.limit);
}

/** The counts the admin's dashboard shows: one statement per collection, all locales at once. */
export async function countFallbacks(database: StatusDatabase): Promise<FallbackCounts> {
  const entries = await Promise.all(
    TRANSLATABLE_COLLECTIONS.map(async (collection) => {
      const { rows } = await database.query<{ locale: Locale; count: number }>(fallbackCountsSql(TRANSLATABLE_SPECS[collection]), [[...LOCALES]]);
      const counts = Object.fromEntries(LOCALES.map((locale) => [locale, rows.find((row) => row.locale === locale)?.count ?? 0]));
      return [collection, counts as Record<Locale, number>] as const;
    }),
  );
  return Object.fromEntries(entries) as FallbackCounts;
}
