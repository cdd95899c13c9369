import { describe, expect, it } from 'vitest';

import { MERGE_COPY, mergeCopy } from '../src/admin/merge/copy.js';
import { CONFLICT_RULES, duplicateEntryWins, duplicateRatingWins, isWithinUndoWindow } from '../src/catalogue/merge/merge-rules.js';

const keysOf = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner).map((child) => `${key}.${child}`)]) : [];

describe('the merge view\'s copy', () => {
  it('has every text in English, German and Italian, none blank', () => {
    const english = keysOf(MERGE_COPY.en).sort();
    for (const language of ['de', 'it'] as const) {
      expect(keysOf(MERGE_COPY[language]).sort()).toEqual(english);
    }
    for (const copy of Object.values(MERGE_COPY)) {
      expect(JSON.stringify(copy)).not.toMatch(/:""/);
    }
    expect(Object.keys(MERGE_COPY.en.conflictRules).sort()).toEqual(Object.keys(CONFLICT_RULES).sort());
  });

  it('speaks the admin\'s interface language when it is German or Italian, else English', () => {
    expect(mergeCopy('de').title).toBe(MERGE_COPY.de.title);
    expect(mergeCopy('it').title).toBe(MERGE_COPY.it.title);
    expect(mergeCopy('en').title).toBe(MERGE_COPY.en.title);
    expect(mergeCopy('fr').title).toBe(MERGE_COPY.en.title);
    expect(mergeCopy(undefined).title).toBe(MERGE_COPY.en.title);
  });
});

describe('the merge\'s rules', () => {
  it('keeps the newer rating, and the survivor\'s on a tie', () => {
    expect(duplicateRatingWins({ updatedAt: 2 }, { updatedAt: 1 })).toBe(true);
    expect(duplicateRatingWins({ updatedAt: 1 }, { updatedAt: 2 })).toBe(false);
    expect(duplicateRatingWins({ updatedAt: 1 }, { updatedAt: 1 })).toBe(false);
  });

  it('keeps the more advanced reading status, then the newer entry', () => {
    expect(duplicateEntryWins({ status: 'read', updatedAt: 1 }, { status: 'reading', updatedAt: 9 })).toBe(true);
    expect(duplicateEntryWins({ status: 'to_read', updatedAt: 9 }, { status: 'reading', updatedAt: 1 })).toBe(false);
    expect(duplicateEntryWins({ status: 'reading', updatedAt: 3 }, { status: 'reading', updatedAt: 2 })).toBe(true);
    expect(duplicateEntryWins({ status: 'reading', updatedAt: 2 }, { status: 'reading', updatedAt: 2 })).toBe(false);
  });

  it('allows an undo for 30 days after the merge, not after', () => {
    const mergedAt = new Date('2026-12-01T12:00:00Z');
    expect(isWithinUndoWindow(mergedAt, new Date('2026-12-31T11:59:59Z'), 30)).toBe(true);
    expect(isWithinUndoWindow(mergedAt, new Date('2026-12-31T12:00:00Z'), 30)).toBe(false);
  });
});
