import type { Locale } from '@starshelf/contract';

import type { TranslatableCollection } from '../../translation-status/translatable-collections.js';

/** The translation status's text in the admin's three interface languages (decision 119). */
export type StatusCopy = {
  title: string;
  viewIntro: string;
  summaryIntro: string;
  languageTabs: string;
  collectionTabs: string;
  collectionHeading: string;
  documentHeading: string;
  blankIn: (language: string) => string;
  idHeading: string;
  everyDocumentHas: (language: string) => string;
  pages: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number, total: number) => string;
  locales: Record<Locale, string>;
  collections: Record<TranslatableCollection, string>;
};

const en: StatusCopy = {
  title: 'Translation status',
  viewIntro: 'Documents whose text is blank in a language, so that readers of that language see another one. Open a document to write the missing text.',
  summaryIntro: 'Documents whose text falls back to another language, per collection and language.',
  languageTabs: 'Language',
  collectionTabs: 'Collection',
  collectionHeading: 'Collection',
  documentHeading: 'Document',
  blankIn: (language) => `Blank in ${language}`,
  idHeading: 'ID',
  everyDocumentHas: (language) => `Every document has its ${language} text.`,
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page, pages, total) => `Page ${page} of ${pages} (${total} ${total === 1 ? 'document' : 'documents'})`,
  locales: { en: 'English', de: 'German', it: 'Italian' },
  collections: { books: 'Books', authors: 'Authors', series: 'Series', genres: 'Genres', awards: 'Awards' },
};

const de: StatusCopy = {
  title: 'Übersetzungsstand',
  viewIntro: 'Dokumente, deren Text in einer Sprache leer ist, sodass Leser dieser Sprache eine andere sehen. Öffnen Sie ein Dokument, um den fehlenden Text zu schreiben.',
  summaryIntro: 'Dokumente, deren Text auf eine andere Sprache zurückfällt, je Sammlung und Sprache.',
  languageTabs: 'Sprache',
  collectionTabs: 'Sammlung',
  collectionHeading: 'Sammlung',
  documentHeading: 'Dokument',
  blankIn: (language) => `Leer auf ${language}`,
  idHeading: 'ID',
  everyDocumentHas: (language) => `Jedes Dokument hat seinen Text auf ${language}.`,
  pages: 'Seiten',
  previous: 'Zurück',
  next: 'Weiter',
  pageOf: (page, pages, total) => `Seite ${page} von ${pages} (${total} ${total === 1 ? 'Dokument' : 'Dokumente'})`,
  locales: { en: 'Englisch', de: 'Deutsch', it: 'Italienisch' },
  collections: { books: 'Bücher', authors: 'Autoren', series: 'Reihen', genres: 'Genres', awards: 'Preise' },
};

const it: StatusCopy = {
  title: 'Stato delle traduzioni',
  viewIntro: 'Documenti il cui testo è vuoto in una lingua, così che chi legge in quella lingua ne vede un\'altra. Apri un documento per scrivere il testo mancante.',
  summaryIntro: 'Documenti il cui testo ripiega su un\'altra lingua, per raccolta e lingua.',
  languageTabs: 'Lingua',
  collectionTabs: 'Raccolta',
  collectionHeading: 'Raccolta',
  documentHeading: 'Documento',
  blankIn: (language) => `Vuoto in ${language}`,
  idHeading: 'ID',
  everyDocumentHas: (language) => `Ogni documento ha il suo testo in ${language}.`,
  pages: 'Pagine',
  previous: 'Precedente',
  next: 'Successiva',
  pageOf: (page, pages, total) => `Pagina ${page} di ${pages} (${total} ${total === 1 ? 'documento' : 'documenti'})`,
  locales: { en: 'inglese', de: 'tedesco', it: 'italiano' },
  collections: { books: 'Libri', authors: 'Autori', series: 'Serie', genres: 'Generi', awards: 'Premi' },
};

export const STATUS_COPY: Record<'en' | 'de' | 'it', StatusCopy> = { en, de, it };

/** The copy in the admin's interface language (English, German or Italian); English for any other. */
export function statusCopy(language: string | undefined): StatusCopy {
  return language === 'de' || language === 'it' ? STATUS_COPY[language] : en;
}
