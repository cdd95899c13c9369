import { MOOD_SLUGS, type MoodSlug } from '@starshelf/contract';

/**
 * The `mood` URL parameter (`funny,dark`) as known slugs in the contract's order: a stale or
 * hand-edited link with an unknown mood drops it instead of earning a 400 from the API, and the
 * same selection always gives the same query (one cache entry).
 */
export function parseMoodParam(value: string): MoodSlug[] {
  const chosen = new Set(value.split(',').map((part) => part.trim()));
  return MOOD_SLUGS.filter((slug) => chosen.has(slug));
}

export function formatMoodParam(slugs: readonly string[]): string {
  return parseMoodParam(slugs.join(',')).join(',');
}

/** The selection with `slug` added or, when already chosen, removed. */
export function toggleMood(selected: readonly MoodSlug[], slug: MoodSlug): string {
  return formatMoodParam(selected.includes(slug) ? selected.filter((other) => other !== slug) : [...selected, slug]);
}
