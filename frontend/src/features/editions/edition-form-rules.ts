import {
  createEditionSchema,
  EDITION_DEFAULTS,
  EDITION_LANGUAGES,
  type EditionFormValues,
  type EditionInput,
} from '@starshelf/contract';
import type { EditionRecord } from '@/lib/api/editions';

/** Whether another edition (not the one being edited) is already the original. */
export function hasOriginal(editions: readonly EditionRecord[], exceptId?: number): boolean {
  return editions.some((edition) => edition.editionType === 'original' && edition.id !== exceptId);
}

/** The language name the form fills in when a code is chosen; unknown codes keep what was typed. */
export function languageNameFor(code: string): string | undefined {
  return (EDITION_LANGUAGES as Record<string, string>)[code];
}

/** Create defaults of docs/rules.md §5; 'revised' once an original exists. */
export function createDefaults(editions: readonly EditionRecord[]): EditionFormValues {
  return {
    title: '',
    ...EDITION_DEFAULTS,
    editionType: hasOriginal(editions) ? 'revised' : EDITION_DEFAULTS.editionType,
  };
}

/** An edition's stored values as form values (nulls become empty fields). */
export function editDefaults(edition: EditionRecord): EditionFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    title: edition.title,
    description: text(edition.description),
    coverImage: text(edition.coverImage),
    publicationYear: edition.publicationYear ?? undefined,
    pages: edition.pages ?? undefined,
    isbn: text(edition.isbn),
    publisher: text(edition.publisher),
    translator: text(edition.translator),
    isPrimaryEdition: edition.isPrimaryEdition ?? false,
    editionType: edition.editionType ?? EDITION_DEFAULTS.editionType,
    formatType: edition.formatType ?? EDITION_DEFAULTS.formatType,
    bindingType: (edition.bindingType as EditionFormValues['bindingType']) ?? EDITION_DEFAULTS.bindingType,
    languageCode: edition.languageCode ?? EDITION_DEFAULTS.languageCode,
    languageName: edition.languageName ?? EDITION_DEFAULTS.languageName,
    isOriginalLanguage: edition.isOriginalLanguage ?? EDITION_DEFAULTS.isOriginalLanguage,
  };
}

/** Integers for numbers and no key at all for an empty optional field (docs/rules.md §5). */
export function toEditionPayload(input: EditionInput): EditionInput {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as EditionInput;
}

export const editionFormSchema = createEditionSchema;
