import { catalogueQuery } from '../sql.js';
import { isPublic } from '../public-sql.js';

export type GenreNames = { id: number; slug: string; names: { locale: string; name: string }[] };

/**
 * Every genre with its name in every locale, so a request in any language ("Drachen", "viaggi
 * nel tempo") can be mapped to a genre without a model.
 */
export async function genreLexicon(): Promise<GenreNames[]> {
  const rows = await catalogueQuery<{ id: number; slug: string | null; names: { locale: string; name: string }[] }>(
    `select g.id, g.slug, coalesce(json_agg(json_build_object('locale', l._locale, 'name', l.name)) filter (where l.name is not null), '[]') as names
       from cms.genres g left join cms.genres_locales l on l._parent_id = g.id
      where ${isPublic('g')}
      group by g.id, g.slug order by g.id`,
  );
  return rows.map((row) => ({ id: row.id, slug: row.slug ?? String(row.id), names: row.names }));
}
