import type { Field, Payload } from 'payload';

import type { MergeableCollection } from '../catalogue/merge/merge-rules.js';

/**
 * One field of the two documents side by side, as text an editor reads: `label` in the admin's
 * language (the field's name when it has none), `differs` when the two are not the same.
 */
export type FieldComparison = { field: string; label: string; from: string; into: string; differs: boolean };

// What the comparison leaves out: bookkeeping, the aggregates the merge recomputes, the joins
// (editions, award entries) whose rows the move counts already show, and virtual fields (the
// rich-text editors show the markdown fields compared here, decision 124).
const LEFT_OUT = new Set(['id', 'createdAt', 'updatedAt', 'deletedAt', 'averageRating', 'ratingsCount', 'dampedRating', 'externalId', 'updatedBy', '_status']);

type Compared = { name: string; label: string };

function labelIn(label: unknown, language: string, name: string): string {
  if (typeof label === 'string' && label) return label;
  if (label && typeof label === 'object') {
    const byLanguage = label as Record<string, unknown>;
    const text = byLanguage[language] ?? byLanguage.en;
    if (typeof text === 'string' && text) return text;
  }
  return name;
}

function labelOf(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of ['title', 'name', 'filename', 'slug']) {
      if (typeof record[key] === 'string' && record[key]) return record[key];
    }
    if (record.series !== undefined) {
      const position = typeof record.position === 'string' && record.position ? ` #${record.position}` : '';
      return `${labelOf(record.series)}${position}`;
    }
    if (record.id !== undefined) return String(record.id as string | number);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return value.map(labelOf).filter(Boolean).join(', ');
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) return value.slice(0, 10);
  return String(value as string | number | boolean);
}

const comparedFields = (fields: Field[], language: string): Compared[] =>
  fields.flatMap((field) =>
    'name' in field && field.type !== 'join' && field.type !== 'ui' && !LEFT_OUT.has(field.name) && !('virtual' in field && field.virtual)
      ? [{ name: field.name, label: labelIn('label' in field ? field.label : undefined, language, field.name) }]
      : [],
  );

/**
 * Both documents' fields side by side in `locale` (the content locale), labelled in `language` (the
 * admin's interface language), read through Payload so relations show their names. Trashed
 * documents are read too: an editor compares before merging.
 */
export async function compareDocuments(
  payload: Payload,
  collection: MergeableCollection,
  fromId: number,
  intoId: number,
  locale: string,
  language = 'en',
): Promise<FieldComparison[]> {
  const read = (id: number) =>
    payload.findByID({ collection, id, depth: 1, trash: true, overrideAccess: true, locale: locale as 'en', fallbackLocale: 'en', disableErrors: true });
  const [from, into] = await Promise.all([read(fromId), read(intoId)]);
  if (!from || !into) return [];
  const fields = comparedFields(payload.collections[collection].config.fields, language);
  return fields.map(({ name, label }) => {
    const left = labelOf((from as unknown as Record<string, unknown>)[name]);
    const right = labelOf((into as unknown as Record<string, unknown>)[name]);
    return { field: name, label, from: left, into: right, differs: left !== right };
  });
}
