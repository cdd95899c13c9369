import { AWARD_CATEGORY_NAMES, isAwardCategory } from '@starshelf/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Dataset } from '../src/data/dataset.js';
import { loadDataset } from '../src/data/load-dataset.js';

let dataset: Dataset;
beforeAll(async () => {
  dataset = await loadDataset();
});

describe('the award categories of the shipped data set', () => {
  it('each have a German and an Italian name of their own, so no award page shows them in English', () => {
    const seeded = [...new Set(dataset.tables.awardEntries.flatMap((entry) => (entry.category ? [entry.category.trim()] : [])))].sort();
    expect(seeded.length).toBeGreaterThan(0);
    const unnamed = seeded.filter((category) => !isAwardCategory(category));
    expect(unnamed, 'categories with no translation in contract/src/award-categories.ts').toEqual([]);
    for (const category of seeded.filter(isAwardCategory)) {
      const names = AWARD_CATEGORY_NAMES[category];
      expect(names.en).toBe(category);
      expect(names.de, `${category} in German`).not.toBe(names.en);
      expect(names.it, `${category} in Italian`).not.toBe(names.en);
      expect(names.de, `${category}: German and Italian differ`).not.toBe(names.it);
    }
  });
});
