import * as migration_20261121_113312_initial from './20261121_113312_initial.js';
import * as migration_20261121_120000_search_index from './20261121_120000_search_index.js';
import * as migration_20261121_123000_search_gin_no_fastupdate from './20261121_123000_search_gin_no_fastupdate.js';
import * as migration_20261125_223000_catalogue_delete_rules from './20261125_223000_catalogue_delete_rules.js';
import * as migration_20261125_224500_refold_search_text from './20261125_224500_refold_search_text.js';
import * as migration_20261126_230000_book_moods from './20261126_230000_book_moods.js';
import * as migration_20261126_231000_damped_rating from './20261126_231000_damped_rating.js';
import * as migration_20261127_010000_goodreads_ids from './20261127_010000_goodreads_ids.js';
import * as migration_20261205_120000_showcase_prior from './20261205_120000_showcase_prior.js';
import * as migration_20261210_120000_editors_without_lockout from './20261210_120000_editors_without_lockout.js';
import * as migration_20261212_120000_relation_count_indexes from './20261212_120000_relation_count_indexes.js';
import * as migration_20261213_120000_slug_history from './20261213_120000_slug_history.js';
import * as migration_20261214_120000_catalogue_trash from './20261214_120000_catalogue_trash.js';
import * as migration_20261215_110000_title_columns from './20261215_110000_title_columns.js';
import * as migration_20261215_120000_drafts_and_versions from './20261215_120000_drafts_and_versions.js';
import * as migration_20261216_130000_award_category_labels from './20261216_130000_award_category_labels.js';
import * as migration_20261217_120000_merges from './20261217_120000_merges.js';
import * as migration_20261218_120000_drafts_without_required_columns from './20261218_120000_drafts_without_required_columns.js';
import * as migration_20261219_120000_titles_readers_know from './20261219_120000_titles_readers_know.js';
import * as migration_20261220_120000_sitemap_files_by_id from './20261220_120000_sitemap_files_by_id.js';
import * as migration_20261222_120000_list_orders from './20261222_120000_list_orders.js';
import * as migration_20261223_120000_hidden_books_index from './20261223_120000_hidden_books_index.js';
import * as migration_20261224_120000_series_book_count from './20261224_120000_series_book_count.js';
import * as migration_20261225_120000_author_books_order from './20261225_120000_author_books_order.js';
import * as migration_20261226_120000_search_at_scale from './20261226_120000_search_at_scale.js';
import * as migration_20261228_120000_list_filters_at_scale from './20261228_120000_list_filters_at_scale.js';
import * as migration_20261229_120000_kept_book_counts from './20261229_120000_kept_book_counts.js';
import * as migration_20261230_120000_kept_mood_counts from './20261230_120000_kept_mood_counts.js';
import * as migration_20261231_120000_import_matching_at_scale from './20261231_120000_import_matching_at_scale.js';
import * as migration_20261231_140000_list_keys from './20261231_140000_list_keys.js';
import * as migration_20261231_160000_link_file_index from './20261231_160000_link_file_index.js';
import * as migration_20261231_180000_most_rated_books_index from './20261231_180000_most_rated_books_index.js';
import * as migration_20261231_200000_search_prefix_indexes from './20261231_200000_search_prefix_indexes.js';
import * as migration_20261231_220000_search_word_pairs from './20261231_220000_search_word_pairs.js';
import * as migration_20261231_230000_named_list_keys from './20261231_230000_named_list_keys.js';

export const migrations = [
  {
    up: migration_20261121_113312_initial.up,
    down: migration_20261121_113312_initial.down,
    name: '20261121_113312_initial'
  },
  {
    up: migration_20261121_120000_search_index.up,
    down: migration_20261121_120000_search_index.down,
    name: '20261121_120000_search_index'
  },
  {
    up: migration_20261121_123000_search_gin_no_fastupdate.up,
    down: migration_20261121_123000_search_gin_no_fastupdate.down,
    name: '20261121_123000_search_gin_no_fastupdate'
  },
  {
    up: migration_20261125_223000_catalogue_delete_rules.up,
    down: migration_20261125_223000_catalogue_delete_rules.down,
    name: '20261125_223000_catalogue_delete_rules'
  },
  {
    up: migration_20261125_224500_refold_search_text.up,
    down: migration_20261125_224500_refold_search_text.down,
    name: '20261125_224500_refold_search_text'
  },
  {
    up: migration_20261126_230000_book_moods.up,
    down: migration_20261126_230000_book_moods.down,
    name: '20261126_230000_book_moods'
  },
  {
    up: migration_20261126_231000_damped_rating.up,
    down: migration_20261126_231000_damped_rating.down,
    name: '20261126_231000_damped_rating'
  },
  {
    up: migration_20261127_010000_goodreads_ids.up,
    down: migration_20261127_010000_goodreads_ids.down,
    name: '20261127_010000_goodreads_ids'
  },
  {
    up: migration_20261205_120000_showcase_prior.up,
    down: migration_20261205_120000_showcase_prior.down,
    name: '20261205_120000_showcase_prior'
  },
  {
    up: migration_20261210_120000_editors_without_lockout.up,
    down: migration_20261210_120000_editors_without_lockout.down,
    name: '20261210_120000_editors_without_lockout'
  },
  {
    up: migration_20261212_120000_relation_count_indexes.up,
    down: migration_20261212_120000_relation_count_indexes.down,
    name: '20261212_120000_relation_count_indexes'
  },
  {
    up: migration_20261213_120000_slug_history.up,
    down: migration_20261213_120000_slug_history.down,
    name: '20261213_120000_slug_history'
  },
  {
    up: migration_20261214_120000_catalogue_trash.up,
    down: migration_20261214_120000_catalogue_trash.down,
    name: '20261214_120000_catalogue_trash'
  },
  {
    up: migration_20261215_110000_title_columns.up,
    down: migration_20261215_110000_title_columns.down,
    name: '20261215_110000_title_columns'
  },
  {
    up: migration_20261215_120000_drafts_and_versions.up,
    down: migration_20261215_120000_drafts_and_versions.down,
    name: '20261215_120000_drafts_and_versions'
  },
  {
    up: migration_20261216_130000_award_category_labels.up,
    down: migration_20261216_130000_award_category_labels.down,
    name: '20261216_130000_award_category_labels'
  },
  {
    up: migration_20261217_120000_merges.up,
    down: migration_20261217_120000_merges.down,
    name: '20261217_120000_merges'
  },
  {
    up: migration_20261218_120000_drafts_without_required_columns.up,
    down: migration_20261218_120000_drafts_without_required_columns.down,
    name: '20261218_120000_drafts_without_required_columns'
  },
  {
    up: migration_20261219_120000_titles_readers_know.up,
    down: migration_20261219_120000_titles_readers_know.down,
    name: '20261219_120000_titles_readers_know'
  },
  {
    up: migration_20261220_120000_sitemap_files_by_id.up,
    down: migration_20261220_120000_sitemap_files_by_id.down,
    name: '20261220_120000_sitemap_files_by_id'
  },
  {
    up: migration_20261222_120000_list_orders.up,
    down: migration_20261222_120000_list_orders.down,
    name: '20261222_120000_list_orders'
  },
  {
    up: migration_20261223_120000_hidden_books_index.up,
    down: migration_20261223_120000_hidden_books_index.down,
    name: '20261223_120000_hidden_books_index'
  },
  {
    up: migration_20261224_120000_series_book_count.up,
    down: migration_20261224_120000_series_book_count.down,
    name: '20261224_120000_series_book_count'
  },
  {
    up: migration_20261225_120000_author_books_order.up,
    down: migration_20261225_120000_author_books_order.down,
    name: '20261225_120000_author_books_order'
  },
  {
    up: migration_20261226_120000_search_at_scale.up,
    down: migration_20261226_120000_search_at_scale.down,
    name: '20261226_120000_search_at_scale'
  },
  {
    up: migration_20261228_120000_list_filters_at_scale.up,
    down: migration_20261228_120000_list_filters_at_scale.down,
    name: '20261228_120000_list_filters_at_scale'
  },
  {
    up: migration_20261229_120000_kept_book_counts.up,
    down: migration_20261229_120000_kept_book_counts.down,
    name: '20261229_120000_kept_book_counts'
  },
  {
    up: migration_20261230_120000_kept_mood_counts.up,
    down: migration_20261230_120000_kept_mood_counts.down,
    name: '20261230_120000_kept_mood_counts'
  },
  {
    up: migration_20261231_120000_import_matching_at_scale.up,
    down: migration_20261231_120000_import_matching_at_scale.down,
    name: '20261231_120000_import_matching_at_scale'
  },
  {
    up: migration_20261231_140000_list_keys.up,
    down: migration_20261231_140000_list_keys.down,
    name: '20261231_140000_list_keys'
  },
  {
    up: migration_20261231_160000_link_file_index.up,
    down: migration_20261231_160000_link_file_index.down,
    name: '20261231_160000_link_file_index'
  },
  {
    up: migration_20261231_180000_most_rated_books_index.up,
    down: migration_20261231_180000_most_rated_books_index.down,
    name: '20261231_180000_most_rated_books_index'
  },
  {
    up: migration_20261231_200000_search_prefix_indexes.up,
    down: migration_20261231_200000_search_prefix_indexes.down,
    name: '20261231_200000_search_prefix_indexes'
  },
  {
    up: migration_20261231_220000_search_word_pairs.up,
    down: migration_20261231_220000_search_word_pairs.down,
    name: '20261231_220000_search_word_pairs'
  },
  {
    up: migration_20261231_230000_named_list_keys.up,
    down: migration_20261231_230000_named_list_keys.down,
    name: '20261231_230000_named_list_keys'
  },
];
