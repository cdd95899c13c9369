// SQL text only. Decision 125: an award entry names its category by the category's key; readers
// see the label the award gives that key in their language.
import { localizedValue } from '../localized-sql.js';

/**
 * The name of the category `category` (an SQL expression holding the key) of the award
 * `awardId`, in the locale `localeParam`: that locale's label, else English, else another
 * language's (localized-sql.ts), else the key itself, for a key the award does not list.
 */
export function awardCategoryName(awardId: string, category: string, localeParam: string): string {
  return `coalesce((select ${localizedValue('awards_categories', 'ac', 'label', localeParam)}
      from cms.awards_categories ac where ac._parent_id = ${awardId} and btrim(ac.name) = btrim(${category})
      order by ac._order limit 1), ${category})`;
}

/** The award's categories as `{ key: name }` in the locale `localeParam`. */
export function awardCategoryNames(awardId: string, localeParam: string): string {
  return `(select coalesce(json_object_agg(ac.name, ${localizedValue('awards_categories', 'ac', 'label', localeParam)}), '{}')
      from cms.awards_categories ac where ac._parent_id = ${awardId})`;
}
