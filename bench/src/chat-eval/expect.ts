// Short builders for the expectations of the evaluation sets, so a prompt reads as one line.
import type { Locale, MoodSlug } from '@starshelf/contract';
import type { Expectation } from './expectations.js';

export const lang = (language: Locale): Expectation => ({ kind: 'language', language });
export const atLeast = (count: number): Expectation => ({ kind: 'minBooks', count });
export const mood = (slug: MoodSlug): Expectation => ({ kind: 'everyMood', mood: slug });
export const noMood = (slug: MoodSlug): Expectation => ({ kind: 'noMood', mood: slug });
export const genre = (slug: string): Expectation => ({ kind: 'everyGenre', genre: slug });
export const noGenre = (slug: string): Expectation => ({ kind: 'noGenre', genre: slug });
export const noAuthor = (slug: string): Expectation => ({ kind: 'noAuthor', author: slug });
export const standalone: Expectation = { kind: 'standalone' };
export const fewSeries: Expectation = { kind: 'maxPerSeries', count: 2 };
/** Children, kids, Kinder, bambini, teens: the catalogue's young-adult mood (decision 079). */
export const young: Expectation = mood('young-adult');
/** Adults, Erwachsene, adulti: no young-adult book. */
export const grownUp: Expectation = noMood('young-adult');
