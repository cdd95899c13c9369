import { catalogueQuery } from '../sql.js';
import { isPublic } from '../public-sql.js';
import { expiringRead } from './expiring-read.js';

type AwardNames = { id: number; names: string[] };

/**
 * Awards change when an editor adds one, a few times a year: the list is read once per process and
 * kept this long. A name that matches nothing re-reads it at once, so a new award is found without
 * waiting; a renamed one takes up to this long.
 */
const AWARD_LEXICON_TTL_MS = 60_000;

async function readAwards(): Promise<AwardNames[]> {
  const rows = await catalogueQuery<{ id: number; names: string[] }>(
    `select a.id, coalesce(array_agg(lower(l.name)) filter (where l.name is not null), '{}') as names
       from cms.awards a left join cms.awards_locales l on l._parent_id = a.id
      where ${isPublic('a')}
      group by a.id order by a.id`,
    [],
    'recommend_award_lexicon',
  );
  return rows;
}

const awards = expiringRead(AWARD_LEXICON_TTL_MS, readAwards);

/** Test suites create awards in fresh databases; they forget the list between them. */
export function forgetAwardLexicon(): void {
  awards.forget();
}

const idsNamed = (list: AwardNames[], name: string) => list.filter((award) => award.names.some((awardName) => awardName.includes(name))).map((award) => award.id);

/**
 * The award ids each name (lower case: "hugo", "world fantasy") stands for: every award whose
 * name in some locale contains it. One entry per name, in order; an empty one matches no award.
 */
export async function awardIdsByName(names: readonly string[]): Promise<number[][]> {
  const wanted = names.map((name) => name.toLowerCase());
  const current = await awards.get();
  let resolved = wanted.map((name) => idsNamed(current, name));
  if (resolved.some((ids) => ids.length === 0)) {
    forgetAwardLexicon();
    const fresh = await awards.get();
    resolved = wanted.map((name) => idsNamed(fresh, name));
  }
  return resolved;
}
