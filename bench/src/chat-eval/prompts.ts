// The chat evaluation set: requests in en/de/it as readers type them (typos and missing
// accents included), each with expectations the runner checks against the catalogue by SQL.
// `locale` is the site language the browser sends; `language` the one the reader wrote in.
// A prompt with `before` is a follow-up: the earlier turn is sent first and its answer goes back as
// history, as the browser does.
import type { Locale } from '@starshelf/contract';
import type { Expectation } from './expectations.js';

export type EvalPrompt = { message: string; locale: Locale; before?: string; expect: Expectation[] };

const lang = (language: Locale): Expectation => ({ kind: 'language', language });
const atLeast = (count: number): Expectation => ({ kind: 'minBooks', count });
const fewSeries: Expectation = { kind: 'maxPerSeries', count: 2 };
const notBook = (book: string): Expectation => ({ kind: 'notBook', book });
const noSeries = (...series: string[]): Expectation => ({ kind: 'noSeries', series });
const offTopic = (language: Locale): Expectation[] => [{ kind: 'noBooks' }, lang(language)];

export const EVAL_PROMPTS: EvalPrompt[] = [
  // The requests readers typically start with.
  { message: 'something funny like Discworld but not by Pratchett', locale: 'en', expect: [lang('en'), atLeast(3), { kind: 'noAuthor', author: 'terry-pratchett' }, { kind: 'everyMood', mood: 'funny' }, noSeries('discworld'), fewSeries] },
  { message: 'a short standalone space opera, not a series', locale: 'en', expect: [lang('en'), atLeast(3), { kind: 'standalone' }, { kind: 'everyGenre', genre: 'space-opera' }] },
  { message: 'books that won both the Hugo and the Nebula', locale: 'en', expect: [lang('en'), atLeast(3), { kind: 'everyWon', awards: ['hugo', 'nebula'] }, fewSeries] },
  // Hexer are witchers (The Last Wish has no "dark" mood, so the mood is not required of every book).
  { message: 'Ich mag Hexer und düstere Fantasy', locale: 'de', expect: [lang('de'), atLeast(3), { kind: 'everyGenre', genre: 'fantasy' }, { kind: 'noGenre', genre: 'witches' }, fewSeries] },
  { message: 'something like Dune', locale: 'en', expect: [lang('en'), atLeast(3), notBook('dune'), noSeries('dune-chronicles', 'prelude-to-dune', 'legends-of-dune'), { kind: 'everyGenre', genre: 'science-fiction' }] },
  { message: 'What is the capital of France?', locale: 'en', expect: offTopic('en') },

  // Authors: "by", "not by", "like".
  { message: 'books by Ursula K. Le Guin', locale: 'en', expect: [lang('en'), atLeast(3), { kind: 'everyAuthor', author: 'ursula-k-le-guin' }] },
  { message: 'Bücher von Isaac Asimov', locale: 'de', expect: [lang('de'), atLeast(3), { kind: 'everyAuthor', author: 'isaac-asimov' }] },
  { message: 'libri di Dan Simmons', locale: 'it', expect: [lang('it'), atLeast(3), { kind: 'everyAuthor', author: 'dan-simmons' }] },
  { message: 'fantasy but nothing by Brandon Sanderson', locale: 'en', expect: [lang('en'), atLeast(3), { kind: 'everyGenre', genre: 'fantasy' }, { kind: 'noAuthor', author: 'brandon-sanderson' }] },
  { message: 'Horror, aber nicht von Stephen King', locale: 'de', expect: [lang('de'), atLeast(3), { kind: 'everyGenre', genre: 'horror' }, { kind: 'noAuthor', author: 'stephen-king' }] },
  { message: 'qualcosa come Neuromancer ma non di William Gibson', locale: 'it', expect: [lang('it'), atLeast(3), notBook('neuromancer'), { kind: 'noAuthor', author: 'william-gibson' }] },

  // "Like X": never X, not only its sequels.
  { message: 'books like The Left Hand of Darkness', locale: 'en', expect: [lang('en'), atLeast(3), notBook('the-left-hand-of-darkness'), fewSeries] },
  { message: 'etwas wie Foundation', locale: 'de', expect: [lang('de'), atLeast(3), notBook('foundation'), noSeries('foundation', 'foundation-prequel', 'second-foundation-trilogy')] },
  { message: 'qualcosa come Hyperion', locale: 'it', expect: [lang('it'), atLeast(3), notBook('hyperion'), noSeries('hyperion-cantos')] },
  { message: 'similar to The Name of the Wind', locale: 'en', expect: [lang('en'), atLeast(3), notBook('the-name-of-the-wind'), { kind: 'everyGenre', genre: 'fantasy' }, fewSeries] },
  { message: 'wie Der Hobbit, aber für Erwachsene', locale: 'de', expect: [lang('de'), atLeast(3), notBook('the-hobbit'), { kind: 'noMood', mood: 'young-adult' }] },
  { message: 'libri come The Last Wish, dark fantasy', locale: 'it', expect: [lang('it'), atLeast(3), notBook('the-last-wish'), { kind: 'everyGenre', genre: 'fantasy' }] },

  // Genres and moods, with negations.
  { message: 'funny fantasy', locale: 'en', expect: [lang('en'), atLeast(3), { kind: 'everyGenre', genre: 'fantasy' }, { kind: 'everyMood', mood: 'funny' }, fewSeries] },
  { message: 'lustige Science-Fiction', locale: 'de', expect: [lang('de'), atLeast(3), { kind: 'everyGenre', genre: 'science-fiction' }, { kind: 'everyMood', mood: 'funny' }] },
  { message: 'fantascienza divertente', locale: 'it', expect: [lang('it'), atLeast(3), { kind: 'everyGenre', genre: 'science-fiction' }, { kind: 'everyMood', mood: 'funny' }] },
  { message: 'urban fantasy with no vampires', locale: 'en', expect: [lang('en'), atLeast(3), { kind: 'everyGenre', genre: 'urban-fantasy' }, { kind: 'noGenre', genre: 'vampires' }] },
  { message: 'dark fantasy, not YA', locale: 'en', expect: [lang('en'), atLeast(3), { kind: 'everyGenre', genre: 'fantasy' }, { kind: 'noMood', mood: 'young-adult' }] },
  { message: 'Fantasy mit Drachen, kein Jugendbuch', locale: 'de', expect: [lang('de'), atLeast(3), { kind: 'everyGenre', genre: 'dragons' }, { kind: 'noMood', mood: 'young-adult' }] },
  { message: 'fantasy con draghi, niente young adult', locale: 'it', expect: [lang('it'), atLeast(3), { kind: 'everyGenre', genre: 'dragons' }, { kind: 'noMood', mood: 'young-adult' }] },
  { message: 'a sad book that made me cry, science fiction', locale: 'en', expect: [lang('en'), atLeast(3), { kind: 'everyGenre', genre: 'science-fiction' }, { kind: 'everyMood', mood: 'emotional' }] },
  { message: 'romantische Fantasy ohne Vampire', locale: 'de', expect: [lang('de'), atLeast(3), { kind: 'everyMood', mood: 'romantic' }, { kind: 'noGenre', genre: 'vampires' }] },
  { message: 'un giallo misterioso di fantascienza', locale: 'it', expect: [lang('it'), atLeast(3), { kind: 'everyGenre', genre: 'science-fiction' }, { kind: 'everyMood', mood: 'mysterious' }] },

  // Form and length.
  { message: 'short story collections', locale: 'en', expect: [lang('en'), atLeast(3), { kind: 'everyMood', mood: 'short' }] },
  { message: 'Kurzgeschichten Science-Fiction', locale: 'de', expect: [lang('de'), atLeast(3), { kind: 'everyMood', mood: 'short' }, { kind: 'everyGenre', genre: 'science-fiction' }] },
  { message: 'un romanzo fantasy autoconclusivo, non una saga', locale: 'it', expect: [lang('it'), atLeast(3), { kind: 'standalone' }, { kind: 'everyGenre', genre: 'fantasy' }] },
  { message: 'standalone horror novels', locale: 'en', expect: [lang('en'), atLeast(3), { kind: 'standalone' }, { kind: 'everyGenre', genre: 'horror' }] },

  // Awards and their logic.
  { message: 'Hugo winners', locale: 'en', expect: [lang('en'), atLeast(3), { kind: 'everyWon', awards: ['hugo'] }, fewSeries] },
  { message: 'Bücher, die den Nebula gewonnen haben', locale: 'de', expect: [lang('de'), atLeast(3), { kind: 'everyWon', awards: ['nebula'] }] },
  { message: 'libri che hanno vinto il premio Hugo e il Nebula', locale: 'it', expect: [lang('it'), atLeast(3), { kind: 'everyWon', awards: ['hugo', 'nebula'] }] },
  { message: 'nominated for the Arthur C. Clarke Award', locale: 'en', expect: [lang('en'), atLeast(3), { kind: 'everyNominated', award: 'clarke' }] },
  { message: 'World Fantasy Award winners', locale: 'en', expect: [lang('en'), atLeast(3), { kind: 'everyWon', awards: ['world-fantasy'] }] },

  // Publication decades and years.
  { message: 'science fiction published in the 1980s', locale: 'en', expect: [lang('en'), atLeast(3), { kind: 'everyPublished', from: 1980, to: 1989 }, { kind: 'everyGenre', genre: 'science-fiction' }] },
  { message: 'cyberpunk from the 80s', locale: 'en', expect: [lang('en'), atLeast(3), { kind: 'everyPublished', from: 1980, to: 1989 }, { kind: 'everyGenre', genre: 'cyberpunk' }] },
  { message: 'Zeitreise-Bücher aus den 90ern', locale: 'de', expect: [lang('de'), atLeast(3), { kind: 'everyPublished', from: 1990, to: 1999 }, { kind: 'everyGenre', genre: 'time-travel' }] },
  { message: 'romanzi premiati pubblicati negli anni 60', locale: 'it', expect: [lang('it'), atLeast(3), { kind: 'everyPublished', from: 1960, to: 1969 }] },
  { message: 'Hugo-winning novels published in the 1970s', locale: 'en', expect: [lang('en'), atLeast(3), { kind: 'everyWon', awards: ['hugo'] }, { kind: 'everyPublished', from: 1970, to: 1979 }] },
  { message: 'fantasy published after 2015', locale: 'en', expect: [lang('en'), atLeast(3), { kind: 'everyGenre', genre: 'fantasy' }, { kind: 'everyPublished', from: 2016, to: 2100 }, fewSeries] },

  // Typos and missing accents (folded as in search).
  { message: 'somthing like Dnue', locale: 'en', expect: [lang('en'), atLeast(3), notBook('dune'), noSeries('dune-chronicles', 'prelude-to-dune', 'legends-of-dune')] },
  { message: 'qualcosa come Foundaton', locale: 'it', expect: [lang('it'), atLeast(3), notBook('foundation'), noSeries('foundation', 'foundation-prequel', 'second-foundation-trilogy')] },
  { message: 'books like Hyperon', locale: 'en', expect: [lang('en'), atLeast(3), notBook('hyperion'), noSeries('hyperion-cantos')] },
  { message: 'dustere fantasy ohne vampire', locale: 'de', expect: [lang('de'), atLeast(3), { kind: 'everyGenre', genre: 'fantasy' }, { kind: 'noGenre', genre: 'vampires' }] },

  // The reader's language, whatever the site's.
  { message: 'Ich suche Science-Fiction mit Aliens', locale: 'en', expect: [lang('de'), atLeast(3), { kind: 'everyGenre', genre: 'aliens' }] },
  { message: 'cerco un libro di fantascienza con alieni', locale: 'de', expect: [lang('it'), atLeast(3), { kind: 'everyGenre', genre: 'aliens' }] },

  // Questions it cannot serve: no bestseller list, an honest answer in the reader's language.
  { message: 'Wie wird das Wetter morgen in Berlin?', locale: 'de', expect: offTopic('de') },
  { message: 'Qual è la ricetta della carbonara?', locale: 'it', expect: offTopic('it') },
  { message: 'Can you fix my printer driver?', locale: 'en', expect: offTopic('en') },

  // The book's own series when the reader asks for it; years that are publication years.
  { message: 'books like Dune, the series too', locale: 'en', expect: [lang('en'), atLeast(3), notBook('dune')] },
  { message: 'Nebula-Gewinner, erschienen in den 70ern', locale: 'de', expect: [lang('de'), atLeast(3), { kind: 'everyWon', awards: ['nebula'] }, { kind: 'everyPublished', from: 1970, to: 1979 }] },
  { message: 'romanzi premiati anni 60', locale: 'it', expect: [lang('it'), atLeast(3)] },

  // Open requests: the bench member has rated nothing, so they get the acclaimed books (the
  // personal ranking has its own tests in community-api/test/chat-personal.test.ts).
  { message: 'What should I read next?', locale: 'en', expect: [lang('en'), atLeast(3), fewSeries] },
  { message: 'etwas Neues?', locale: 'de', expect: [lang('de'), atLeast(3), fewSeries] },
  { message: 'consigliami qualcosa da leggere', locale: 'it', expect: [lang('it'), atLeast(3), fewSeries] },

  // Follow-ups that refer to the previous answer.
  { before: 'something like Dune', message: 'more by that author', locale: 'en', expect: [lang('en'), atLeast(2), { kind: 'everyAuthor', author: 'frank-herbert' }, notBook('dune')] },
  { before: 'Fantasy mit Drachen', message: 'nur die aus den 90ern', locale: 'de', expect: [lang('de'), atLeast(3), { kind: 'everyGenre', genre: 'dragons' }, { kind: 'everyPublished', from: 1990, to: 1999 }] },
  { before: 'fantascienza divertente', message: 'ma niente di Douglas Adams', locale: 'it', expect: [lang('it'), atLeast(3), { kind: 'everyMood', mood: 'funny' }, { kind: 'noAuthor', author: 'douglas-adams' }] },
  { before: 'Hugo winners', message: 'only standalone ones please', locale: 'en', expect: [lang('en'), atLeast(3), { kind: 'everyWon', awards: ['hugo'] }, { kind: 'standalone' }] },
];
