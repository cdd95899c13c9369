import { DEFAULT_LOCALE } from '@starshelf/contract';
import type { CollectionBeforeValidateHook, Field, FieldHook } from 'payload';

/** An English label left blank is the key itself, so English readers never see a gap. */
const englishLabelIsTheKey: FieldHook = ({ value, siblingData, req }) => {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return req.locale === DEFAULT_LOCALE && typeof siblingData.name === 'string' ? siblingData.name.trim() : value;
};

/**
 * A category of an award (decision 125): `name` is its stable key, which award entries name and
 * which never changes with the language; `label` is what readers see, per language, falling back
 * to English and then to the key.
 */
export const awardCategoryFields: Field[] = [
  {
    name: 'name',
    type: 'text',
    required: true,
    label: { en: 'Key', de: 'Schlüssel', it: 'Chiave' },
    admin: {
      description: {
        en: 'The stable key award entries refer to (as in the data set, in English).',
        de: 'Der feste Schlüssel, auf den sich die Einträge beziehen (wie im Datensatz, auf Englisch).',
        it: 'La chiave fissa a cui fanno riferimento le voci (come nel set di dati, in inglese).',
      },
    },
  },
  {
    name: 'label',
    type: 'text',
    localized: true,
    label: { en: 'Name', de: 'Name', it: 'Nome' },
    admin: {
      description: {
        en: 'The category as readers of this language see it.',
        de: 'Die Kategorie, wie Leserinnen und Leser dieser Sprache sie sehen.',
        it: 'La categoria come la vedono i lettori in questa lingua.',
      },
    },
    hooks: { beforeChange: [englishLabelIsTheKey] },
  },
];

type CategoryRow = { id?: string | null; name?: unknown };

/**
 * A list of categories written by key alone (the site's award form sends names) keeps the rows,
 * and so the labels in every language, of the keys it keeps: a row whose id is not a stored one
 * (Payload gives a new row a fresh id before this hook runs) takes the id of the stored row with
 * the same key, since Payload matches array rows by id when it keeps the other languages.
 */
export const keepCategoryRowsByKey: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  const incoming = data?.categories as CategoryRow[] | undefined;
  const stored = (originalDoc as { categories?: CategoryRow[] } | undefined)?.categories;
  if (!Array.isArray(incoming) || !Array.isArray(stored)) return data;
  const storedIds = new Set(stored.map((row) => row.id).filter(Boolean));
  const taken = new Set(incoming.map((row) => row.id).filter((id) => id && storedIds.has(id)));
  const keyOf = (row: CategoryRow) => (typeof row.name === 'string' ? row.name.trim() : undefined);
  for (const row of incoming) {
    if (row.id && storedIds.has(row.id)) continue;
    const match = stored.find((old) => old.id && !taken.has(old.id) && keyOf(old) === keyOf(row));
    if (match?.id) {
      row.id = match.id;
      taken.add(match.id);
    }
  }
  return data;
};
