/**
 * The table layout Payload's postgres adapter generated for the catalogue collections
 * (src/migrations): what the bulk writers need to write documents without the Local API.
 * Column types are the casts applied to the text parameters; keep them in step with migrations.
 */
export interface ColumnSpec {
  name: string;
  type: string;
}

export interface CollectionSpec {
  /** The collection's main table in schema `cms`. */
  table: string;
  columns: ColumnSpec[];
  /** Columns of `<table>_locales` this import owns (others, such as descriptions, are left alone). */
  localeColumns: ColumnSpec[];
  /** hasMany relationships stored in `<table>_rels`: field path and target id column. */
  rels: { path: string; column: string }[];
  /**
   * One array field stored in its own table (`_parent_id`, `_order`, `id`, columns), and its
   * localized columns in `<table>_locales` (a row's value per locale under `arrayLocaleKey`).
   */
  array?: { table: string; columns: ColumnSpec[]; localeColumns?: ColumnSpec[] };
}

const text = (name: string): ColumnSpec => ({ name, type: 'varchar' });
const numeric = (name: string): ColumnSpec => ({ name, type: 'numeric' });
const integer = (name: string): ColumnSpec => ({ name, type: 'integer' });
const bool = (name: string): ColumnSpec => ({ name, type: 'boolean' });
const enumOf = (name: string, type: string): ColumnSpec => ({ name, type: `cms.${type}` });

export const genreSpec: CollectionSpec = {
  table: 'genres',
  columns: [text('slug'), integer('parent_id'), numeric('level')],
  localeColumns: [text('name')],
  rels: [],
};

export const authorSpec: CollectionSpec = {
  table: 'authors',
  columns: [
    text('slug'),
    text('born'),
    text('died'),
    enumOf('native_language', 'enum_authors_native_language'),
    enumOf('gender', 'enum_authors_gender'),
    text('birth_country'),
  ],
  localeColumns: [text('name')],
  rels: [],
};

export const seriesSpec: CollectionSpec = {
  table: 'series',
  columns: [text('slug'), bool('is_completed')],
  localeColumns: [text('name')],
  rels: [],
};

export const awardSpec: CollectionSpec = {
  table: 'awards',
  columns: [text('slug'), numeric('year'), text('country'), text('language')],
  localeColumns: [text('name')],
  rels: [],
  // A category's key and its label per language (decision 125).
  array: { table: 'awards_categories', columns: [text('name')], localeColumns: [text('label')] },
};

export const bookSpec: CollectionSpec = {
  table: 'books',
  columns: [
    text('slug'),
    text('cover_image_url'),
    numeric('publication_year'),
    text('publisher'),
    numeric('pages'),
    numeric('goodreads_book_id'),
    text('original_title'),
  ],
  localeColumns: [text('title'), text('description')],
  rels: [
    { path: 'authors', column: 'authors_id' },
    { path: 'genres', column: 'genres_id' },
  ],
  array: { table: 'books_all_series', columns: [integer('series_id'), text('position'), numeric('position_sort')] },
};

export const editionSpec: CollectionSpec = {
  table: 'editions',
  columns: [
    integer('book_id'),
    text('title'),
    text('cover_image'),
    numeric('publication_year'),
    numeric('pages'),
    text('isbn'),
    text('publisher'),
    bool('is_primary_edition'),
    enumOf('edition_type', 'enum_editions_edition_type'),
    enumOf('format_type', 'enum_editions_format_type'),
    enumOf('binding_type', 'enum_editions_binding_type'),
    enumOf('language_code', 'enum_editions_language_code'),
    text('language_name'),
    bool('is_original_language'),
    numeric('goodreads_book_id'),
  ],
  localeColumns: [],
  rels: [],
};

export const awardEntrySpec: CollectionSpec = {
  table: 'award_entries',
  columns: [
    integer('award_id'),
    integer('book_id'),
    bool('is_winner'),
    enumOf('result', 'enum_award_entries_result'),
    text('category'),
    numeric('year'),
    text('work_title'),
    text('work_author'),
  ],
  localeColumns: [],
  rels: [],
};

/** The collections whose localized `description`/`bio` the description writer fills. */
export const describedTables = {
  genres: 'description',
  authors: 'bio',
  series: 'description',
  awards: 'description',
  books: 'description',
} as const;
export type DescribedTable = keyof typeof describedTables;
