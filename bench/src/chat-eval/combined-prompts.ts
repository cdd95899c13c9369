// Questions as people ask them: constraints in combination (mood × exclusion,
// mood × audience, each in en/de/it), typed as people type them: lower case, no accents or
// umlauts ("fur", "bucher", "liberta"), one-edit typos ("somthing funy", "fantsy"), two excluded
// authors at once. These are the prompts the recommender may be tuned against; the held-out group
// (held-out.ts) is not.
import type { EvalPrompt } from './prompts.js';
import { atLeast, genre, grownUp, lang, mood, noAuthor, noGenre, standalone, young } from './expect.js';

export const COMBINED_PROMPTS: EvalPrompt[] = [
  // A mood with two excluded authors.
  { message: 'something funny, but nothing by terry pratchett or douglas adams', locale: 'en', expect: [lang('en'), atLeast(3), mood('funny'), noAuthor('terry-pratchett'), noAuthor('douglas-adams')] },
  { message: 'etwas lustiges, aber nichts von pratchett oder adams', locale: 'de', expect: [lang('de'), atLeast(3), mood('funny'), noAuthor('terry-pratchett'), noAuthor('douglas-adams')] },
  { message: 'qualcosa di divertente ma niente di pratchett o di adams', locale: 'it', expect: [lang('it'), atLeast(3), mood('funny'), noAuthor('terry-pratchett'), noAuthor('douglas-adams')] },
  { message: 'somthing funy but not by pratchett or moore', locale: 'en', expect: [lang('en'), atLeast(3), mood('funny'), noAuthor('terry-pratchett'), noAuthor('christopher-moore')] },
  { message: 'romantic fantasy, no books by laurell k hamilton or sherrilyn kenyon', locale: 'en', expect: [lang('en'), atLeast(3), mood('romantic'), genre('fantasy'), noAuthor('laurell-k-hamilton'), noAuthor('sherrilyn-kenyon')] },
  { message: 'dustere bucher, aber keine von stephen king und keine von anne rice', locale: 'de', expect: [lang('de'), atLeast(3), mood('dark'), noAuthor('stephen-king'), noAuthor('anne-rice')] },
  { message: 'libri cupi, non di stephen king ne di anne rice', locale: 'it', expect: [lang('it'), atLeast(3), mood('dark'), noAuthor('stephen-king'), noAuthor('anne-rice')] },

  // A mood for an audience: children, kids, Kinder, bambini (the young-adult mood); adults.
  { message: 'etwas lustiges fur kinder', locale: 'de', expect: [lang('de'), atLeast(3), mood('funny'), young] },
  { message: 'funny books for kids', locale: 'en', expect: [lang('en'), atLeast(3), mood('funny'), young] },
  { message: 'qualcosa di divertente per bambini', locale: 'it', expect: [lang('it'), atLeast(3), mood('funny'), young] },
  { message: 'a dark fantasy for adults', locale: 'en', expect: [lang('en'), atLeast(3), mood('dark'), genre('fantasy'), grownUp] },
  { message: 'dustere fantasy fur erwachsene', locale: 'de', expect: [lang('de'), atLeast(3), mood('dark'), genre('fantasy'), grownUp] },
  { message: 'un fantasy cupo per adulti', locale: 'it', expect: [lang('it'), atLeast(3), mood('dark'), genre('fantasy'), grownUp] },
  { message: 'romantic young adult fantasy', locale: 'en', expect: [lang('en'), atLeast(3), mood('romantic'), genre('fantasy'), young] },
  { message: 'abenteuer fur jugendliche', locale: 'de', expect: [lang('de'), atLeast(3), mood('adventurous'), young] },
  { message: 'libri di avventura per ragazzi', locale: 'it', expect: [lang('it'), atLeast(3), mood('adventurous'), young] },
  { message: 'somthing funy for teenagers', locale: 'en', expect: [lang('en'), atLeast(3), mood('funny'), young] },
  { message: 'funny sci fi for grown ups', locale: 'en', expect: [lang('en'), atLeast(3), mood('funny'), genre('science-fiction'), grownUp] },
  { message: 'lustige science fiction fur erwachsene', locale: 'de', expect: [lang('de'), atLeast(3), mood('funny'), genre('science-fiction'), grownUp] },

  // Mood × audience × exclusion.
  { message: 'something funny for kids but nothing by pratchett', locale: 'en', expect: [lang('en'), atLeast(3), mood('funny'), young, noAuthor('terry-pratchett')] },
  { message: 'lustige kinderbucher, aber nichts von terry pratchett', locale: 'de', expect: [lang('de'), atLeast(3), mood('funny'), young, noAuthor('terry-pratchett')] },
  { message: 'libri divertenti per bambini ma niente di pratchett', locale: 'it', expect: [lang('it'), atLeast(3), mood('funny'), young, noAuthor('terry-pratchett')] },

  // The language with each other constraint: genres (with typos), form, excluded genres and authors.
  { message: 'horror ohne zombies, nicht von stephen king', locale: 'de', expect: [lang('de'), atLeast(3), genre('horror'), noGenre('zombies'), noAuthor('stephen-king')] },
  { message: 'fantasy autoconclusivo per adulti', locale: 'it', expect: [lang('it'), atLeast(3), genre('fantasy'), standalone, grownUp] },
  { message: 'standalone fantsy for adults', locale: 'en', expect: [lang('en'), atLeast(3), genre('fantasy'), standalone, grownUp] },
  { message: 'jugendbucher mit drachen', locale: 'de', expect: [lang('de'), atLeast(3), genre('dragons'), young] },
  { message: 'fantasy con draghi per ragazzi', locale: 'it', expect: [lang('it'), atLeast(3), genre('dragons'), young] },
  { message: 'young adult dystopian books, nothing by suzanne collins or veronica roth', locale: 'en', expect: [lang('en'), atLeast(3), genre('dystopian'), young, noAuthor('suzanne-collins'), noAuthor('veronica-roth')] },
  { message: 'dystopie fur jugendliche aber nicht von suzanne collins oder veronica roth', locale: 'de', expect: [lang('de'), atLeast(3), genre('dystopian'), young, noAuthor('suzanne-collins'), noAuthor('veronica-roth')] },
  { message: 'distopia per ragazzi ma niente di suzanne collins o veronica roth', locale: 'it', expect: [lang('it'), atLeast(3), genre('dystopian'), young, noAuthor('suzanne-collins'), noAuthor('veronica-roth')] },
  { message: 'mysterious urban fantasy without vampires, not by jim butcher', locale: 'en', expect: [lang('en'), atLeast(3), mood('mysterious'), genre('urban-fantasy'), noGenre('vampires'), noAuthor('jim-butcher')] },
  { message: 'fantascenza divertente', locale: 'it', expect: [lang('it'), atLeast(3), mood('funny'), genre('science-fiction')] },

  // Follow-ups: the exclusions add up with the earlier turn's wishes.
  { before: 'etwas lustiges', message: 'aber nichts von pratchett oder adams', locale: 'de', expect: [lang('de'), atLeast(3), mood('funny'), noAuthor('terry-pratchett'), noAuthor('douglas-adams')] },
  { before: 'funny fantasy, not by pratchett', message: 'and nothing by gaiman either', locale: 'en', expect: [lang('en'), atLeast(3), mood('funny'), genre('fantasy'), noAuthor('terry-pratchett'), noAuthor('neil-gaiman')] },
];
