import { describe, expect, it } from 'vitest';
import { AWARD_CATEGORIES, AWARD_CATEGORY_NAMES, awardCategoryName } from './award-categories.js';
import { LOCALES } from './locale.js';

describe('award category names', () => {
  it('names each known category in German and Italian', () => {
    expect(awardCategoryName('Best Novel', 'de')).toBe('Bester Roman');
    expect(awardCategoryName('Best Fantasy Novel', 'it')).toBe('Miglior romanzo fantasy');
    expect(awardCategoryName('Best Novel', 'en')).toBe('Best Novel');
  });

  it('covers the eleven categories of the seed data, each with a name in every language', () => {
    expect(AWARD_CATEGORIES).toHaveLength(11);
    for (const category of AWARD_CATEGORIES) {
      for (const locale of LOCALES) expect(AWARD_CATEGORY_NAMES[category][locale].length).toBeGreaterThan(0);
      expect(AWARD_CATEGORY_NAMES[category].en).toBe(category);
      expect(AWARD_CATEGORY_NAMES[category].de).not.toBe(category);
    }
  });

  it('keeps the stored text of a category it does not know', () => {
    expect(awardCategoryName('Best Novella', 'de')).toBe('Best Novella');
    expect(awardCategoryName('toString', 'it')).toBe('toString');
  });

  it('recognises a known category despite stray spaces around it', () => {
    expect(awardCategoryName(' Best Horror Novel ', 'de')).toBe('Bester Horrorroman');
  });
});
