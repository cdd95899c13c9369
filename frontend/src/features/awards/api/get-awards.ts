import { useQuery } from '@tanstack/react-query';
import type { AwardDetail, AwardEntry, AwardSummary } from '@starshelf/contract';
import { itemApiPath, localeListKeys, localeQueryOptions } from '@/lib/api/locale-query';

const awardKeys = localeListKeys('awards');

export function awardsQueryOptions(locale: string) {
  return localeQueryOptions<AwardSummary[], ReturnType<typeof awardKeys.list>>(awardKeys.list(locale), '/api/awards', locale);
}

/**
 * The award /awards shows: the one in `?id=`, else the first listed (the API lists awards with
 * entries first). Null while there is none to show.
 */
export function shownAwardId(idParam: string | null, awards: readonly Pick<AwardSummary, 'id'>[] | null | undefined): string | null {
  if (idParam !== null) return idParam;
  const first = awards?.[0];
  return first ? String(first.id) : null;
}

export function useAwards(locale: string) {
  return useQuery(awardsQueryOptions(locale));
}

export function awardQueryOptions(id: string, locale: string) {
  return localeQueryOptions<AwardDetail, ReturnType<typeof awardKeys.detail>>(awardKeys.detail(id, locale), itemApiPath('awards', id), locale);
}

export function useAward(id: string | null, locale: string) {
  return useQuery({ ...awardQueryOptions(id ?? '', locale), enabled: Boolean(id) });
}

export type AwardBlock = { key: string; year: number | null; category: string | null; categoryName: string | null; entries: AwardEntry[] };

/** Flattens year → category into the blocks one tab shows, skipping empty ones. */
export function awardBlocks(detail: Pick<AwardDetail, 'years'>, kind: 'winners' | 'nominees'): AwardBlock[] {
  return detail.years.flatMap((year) =>
    year.categories
      .map((group, index) => ({ key: `${year.year}-${group.category ?? index}`, year: year.year, category: group.category, categoryName: group.categoryName, entries: group[kind] }))
      .filter((block) => block.entries.length > 0),
  );
}
