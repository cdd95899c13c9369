import { LOCALES, pageQuerySchema } from '@starshelf/contract';
import { z } from 'zod';

import { TRANSLATABLE_COLLECTIONS } from './translatable-collections.js';
import type { TranslationStatusQuery } from './read-translation-status.js';

const oneOf = (name: string, values: readonly string[]) => `${name} must be one of ${values.join(', ')}`;

/** `?collection=&locale=&page=&limit=`; paging as in every list of docs/api.md "Conventions". */
const translationStatusQuerySchema = z.object({
  collection: z.enum(TRANSLATABLE_COLLECTIONS, { error: oneOf('collection', TRANSLATABLE_COLLECTIONS) }),
  locale: z.enum(LOCALES, { error: oneOf('locale', LOCALES) }),
  ...pageQuerySchema.shape,
});

const PARAMS = ['collection', 'locale', 'page', 'limit'] as const;

/** The report's query from a URL's parameters, or what is wrong with it in words an editor reads. */
export function parseTranslationStatusQuery(params: URLSearchParams): { query: TranslationStatusQuery } | { problem: string } {
  const repeated = PARAMS.find((name) => params.getAll(name).length > 1);
  if (repeated) return { problem: `${repeated} must be given once` };
  const input = Object.fromEntries(PARAMS.map((name) => [name, params.get(name) ?? undefined]));
  const parsed = translationStatusQuerySchema.safeParse(input);
  if (parsed.success) return { query: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const [field] = issue.path;
    return issue.message.startsWith(`${String(field)} `) ? issue.message : `${String(field)}: ${issue.message}`;
  });
  return { problem: problems.join('; ') };
}
