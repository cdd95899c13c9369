import { EDITION_LANGUAGES, type EditionLanguageCode, createEditionSchema } from '@starshelf/contract';

import type { ColumnValue } from './import-document.js';

export interface EditionImportInput {
  title: string;
  coverImage?: string;
  publicationYear?: number;
  pages?: number;
  isbn?: string;
  publisher?: string;
  isPrimaryEdition: boolean;
  /** One of the product's 12 edition languages, or undefined when the source's is unknown. */
  languageCode?: EditionLanguageCode;
}

/** The edition's data broke a rule of docs/rules.md §5; `messages` are the contract's German texts. */
export class EditionRuleError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('; '));
    this.name = 'EditionRuleError';
  }
}

/**
 * The edition hooks' rules for a bulk write: the contract's edition schema validates, and the
 * language name follows the code (fill-language-name). An unknown language stays empty instead of
 * taking the form's default (Deutsch), which would be a wrong fact about the edition.
 */
export function editionColumns(input: EditionImportInput, now: Date = new Date()): Record<string, ColumnValue> {
  const languageName = input.languageCode ? EDITION_LANGUAGES[input.languageCode] : undefined;
  const parsed = createEditionSchema(now).safeParse({
    title: input.title,
    coverImage: input.coverImage,
    publicationYear: input.publicationYear,
    pages: input.pages,
    isbn: input.isbn,
    publisher: input.publisher,
    isPrimaryEdition: input.isPrimaryEdition,
    ...(input.languageCode ? { languageCode: input.languageCode, languageName } : {}),
  });
  if (!parsed.success) throw new EditionRuleError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const e = parsed.data;
  return {
    title: e.title,
    cover_image: e.coverImage ?? null,
    publication_year: e.publicationYear ?? null,
    pages: e.pages ?? null,
    isbn: e.isbn ?? null,
    publisher: e.publisher ?? null,
    is_primary_edition: e.isPrimaryEdition,
    edition_type: e.editionType,
    format_type: e.formatType,
    binding_type: e.bindingType,
    language_code: input.languageCode ?? null,
    language_name: languageName ?? null,
    is_original_language: e.isOriginalLanguage,
  };
}

/** One primary per book (the hooks' keepOnePrimary); returns the books that break it. */
export function booksWithoutOnePrimary(editions: readonly { bookId: number; isPrimaryEdition: boolean }[]): number[] {
  const primaries = new Map<number, number>();
  for (const e of editions) primaries.set(e.bookId, (primaries.get(e.bookId) ?? 0) + (e.isPrimaryEdition ? 1 : 0));
  return [...primaries].filter(([, n]) => n !== 1).map(([bookId]) => bookId);
}
