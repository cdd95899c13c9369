// HELD-OUT prompts. Written together with combined-prompts.ts and committed before the
// recommender was changed. Never tune the recommender against these: they are run only to report
// how it does on requests it was not fitted to, and their figures are printed apart from the rest.
// Do not edit a prompt or an expectation here to make it pass; add new prompts elsewhere instead.
import type { EvalPrompt } from './prompts.js';
import { atLeast, genre, grownUp, lang, mood, noAuthor, noGenre, young } from './expect.js';

export const HELD_OUT_PROMPTS: EvalPrompt[] = [
  { message: 'hilarious books, none by douglas adams or christopher moore', locale: 'en', expect: [lang('en'), atLeast(3), mood('funny'), noAuthor('douglas-adams'), noAuthor('christopher-moore')] },
  { message: 'anything funny thats not by terry pratchett or neil gaiman', locale: 'en', expect: [lang('en'), atLeast(3), mood('funny'), noAuthor('terry-pratchett'), noAuthor('neil-gaiman')] },
  { message: 'witzige bucher fur kinder', locale: 'de', expect: [lang('de'), atLeast(3), mood('funny'), young] },
  { message: 'qualcosa di comico per bambini, niente di pratchett', locale: 'it', expect: [lang('it'), atLeast(3), mood('funny'), young, noAuthor('terry-pratchett')] },
  { message: 'horror for adults, nothing by stephen king or dean koontz', locale: 'en', expect: [lang('en'), atLeast(3), genre('horror'), grownUp, noAuthor('stephen-king'), noAuthor('dean-koontz')] },
  { message: 'romantische bucher fur jugendliche ohne vampire', locale: 'de', expect: [lang('de'), atLeast(3), mood('romantic'), young, noGenre('vampires')] },
  { message: 'un fantasy cupo per adulti, niente di joe abercrombie', locale: 'it', expect: [lang('it'), atLeast(3), mood('dark'), genre('fantasy'), grownUp, noAuthor('joe-abercrombie')] },
  { message: 'advnture books for kids', locale: 'en', expect: [lang('en'), atLeast(3), mood('adventurous'), young] },
  { message: 'lustge fantasy bitte', locale: 'de', expect: [lang('de'), atLeast(3), mood('funny'), genre('fantasy')] },
  { message: 'teen romance but not by stephenie meyer or cassandra clare', locale: 'en', expect: [lang('en'), atLeast(3), mood('romantic'), young, noAuthor('stephenie-meyer'), noAuthor('cassandra-clare')] },
  { message: 'geheimnisvolle bucher fur erwachsene, nicht von stephen king', locale: 'de', expect: [lang('de'), atLeast(3), mood('mysterious'), grownUp, noAuthor('stephen-king')] },
  { message: 'libri misteriosi per ragazzi, niente vampiri', locale: 'it', expect: [lang('it'), atLeast(3), mood('mysterious'), young, noGenre('vampires')] },
  { message: 'classic sci-fi for grownups', locale: 'en', expect: [lang('en'), atLeast(3), mood('classic'), genre('science-fiction'), grownUp] },
  { message: 'klassiker fur kinder', locale: 'de', expect: [lang('de'), atLeast(3), mood('classic'), young] },
  { message: 'avventure fantasy per adulti ma niente di brandon sanderson o di robert jordan', locale: 'it', expect: [lang('it'), atLeast(3), mood('adventurous'), genre('fantasy'), grownUp, noAuthor('brandon-sanderson'), noAuthor('robert-jordan')] },
  { message: 'something dark and funny, no ya', locale: 'en', expect: [lang('en'), atLeast(3), mood('dark'), mood('funny'), grownUp] },
  { message: 'etwas trauriges fur jugendliche', locale: 'de', expect: [lang('de'), atLeast(3), mood('emotional'), young] },
  { message: 'funny fantasy for kids without dragons', locale: 'en', expect: [lang('en'), atLeast(3), mood('funny'), genre('fantasy'), young, noGenre('dragons')] },
  { message: 'qualcosa di romantico per adulti senza vampiri', locale: 'it', expect: [lang('it'), atLeast(3), mood('romantic'), grownUp, noGenre('vampires')] },
  { message: 'abenteuerliche fantasy ohne bucher von rick riordan oder tamora pierce', locale: 'de', expect: [lang('de'), atLeast(3), mood('adventurous'), genre('fantasy'), noAuthor('rick-riordan'), noAuthor('tamora-pierce')] },
];
