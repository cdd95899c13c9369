import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale.js';
import { moodFilterSchema } from './mood-schemas.js';
import { MOOD_NAMES, MOOD_SLUGS, moodName } from './moods.js';

describe('moods', () => {
  it('names every mood in every language', () => {
    for (const slug of MOOD_SLUGS) for (const locale of LOCALES) expect(moodName(slug, locale).length).toBeGreaterThan(0);
    expect(Object.keys(MOOD_NAMES).sort()).toEqual([...MOOD_SLUGS].sort());
  });

  it('reads the filter repeated or comma-separated, without duplicates', () => {
    expect(moodFilterSchema.parse('funny,dark')).toEqual(['funny', 'dark']);
    expect(moodFilterSchema.parse(['funny', 'dark,funny'])).toEqual(['funny', 'dark']);
    expect(moodFilterSchema.parse(' short , ')).toEqual(['short']);
  });

  it('refuses an unknown mood instead of ignoring it', () => {
    expect(moodFilterSchema.safeParse('funny,grumpy').success).toBe(false);
  });
});
