import type { CollectionBeforeValidateHook } from 'payload';

import { createEditionSchema } from '@starshelf/contract';
import { ValidationError } from 'payload';

const VALIDATED_FIELDS = [
  'title',
  'description',
  'coverImage',
  'publicationYear',
  'pages',
  'isbn',
  'publisher',
  'translator',
  'isPrimaryEdition',
  'editionType',
  'formatType',
  'bindingType',
  'languageCode',
  'languageName',
  'isOriginalLanguage',
] as const;

/** Stored empties come back as null; the form schema expects them omitted (docs/rules.md §5). */
function editionValues(doc: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of VALIDATED_FIELDS) {
    const value = doc[field];
    if (value !== null && value !== undefined && value !== '') values[field] = value;
  }
  return values;
}

/**
 * The rules of docs/rules.md §5 from the contract, with the year limit computed per request, so the
 * admin, /cms/api and the community API all answer with the same German messages.
 */
export const validateEdition: CollectionBeforeValidateHook = ({ data, originalDoc, req }) => {
  if (!data) return data;
  const merged = { ...editionValues(originalDoc ?? {}), ...editionValues(data) };
  if (data.title === '' || data.title === null) delete merged.title;
  const result = createEditionSchema(new Date()).safeParse(merged);
  if (result.success) return data;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || 'title',
    message: issue.message,
  }));
  throw new ValidationError({ collection: 'editions', errors, req }, req.t);
};
