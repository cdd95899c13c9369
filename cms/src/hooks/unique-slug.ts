import type { CollectionBeforeValidateHook, CollectionSlug, PayloadRequest, Where } from 'payload';

import { DEFAULT_LOCALE, slugify } from '@starshelf/contract';

import { nestedCall } from './nested-call.js';

type SlugOptions = {
  collection: CollectionSlug;
  /** The localized field the slug is made from: 'title' or 'name'. */
  sourceField: string;
  toSlug?: (source: string) => string;
  fallback: string;
};

/** With locale 'all' a localized value arrives as `{ en, de, it }`. */
function pickText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const byLocale = value as Record<string, unknown>;
    const english = byLocale[DEFAULT_LOCALE];
    if (typeof english === 'string') return english;
  }
  return undefined;
}

async function englishSource(
  options: SlugOptions,
  req: PayloadRequest,
  data: Record<string, unknown>,
  id: number | string | undefined,
): Promise<string | undefined> {
  const given = pickText(data[options.sourceField]);
  const isDefaultLocale = !req.locale || req.locale === DEFAULT_LOCALE || req.locale === 'all';
  if (isDefaultLocale || id === undefined) return given;
  // Editing in de/it: the slug still follows the English title, which lives in another locale.
  const doc = await nestedCall(req, () =>
    req.payload.findByID({
      collection: options.collection,
      id,
      locale: DEFAULT_LOCALE,
      fallbackLocale: false,
      depth: 0,
      req,
      overrideAccess: true,
      trash: true,
    }),
  );
  return pickText((doc as unknown as Record<string, unknown>)[options.sourceField]) ?? given;
}

async function isTaken(options: SlugOptions, req: PayloadRequest, slug: string, id: number | string | undefined) {
  const where: Where = { slug: { equals: slug } };
  if (id !== undefined) where.id = { not_equals: id };
  const { totalDocs } = await nestedCall(req, () =>
    // A document in the trash keeps its slug for its restore (decision 121).
    req.payload.count({ collection: options.collection, where, req, overrideAccess: true, trash: true }),
  );
  return totalDocs > 0;
}

/** Fills an empty slug from the English title/name and makes it unique with -2, -3, ... */
export function uniqueSlugHook(options: SlugOptions): CollectionBeforeValidateHook {
  const toSlug = options.toSlug ?? slugify;
  return async ({ data, req, originalDoc }) => {
    if (!data) return data;
    const id = (originalDoc as { id?: number | string } | undefined)?.id;
    const given = typeof data.slug === 'string' ? slugify(data.slug) : '';
    if (given) return { ...data, slug: given };
    if (data.slug === undefined && originalDoc?.slug) return data;

    const source = await englishSource(options, req, data, id);
    const base = (source ? toSlug(source) : '') || options.fallback;
    let candidate = base;
    for (let suffix = 2; await isTaken(options, req, candidate, id); suffix += 1) {
      candidate = `${base}-${suffix}`;
    }
    return { ...data, slug: candidate };
  };
}
