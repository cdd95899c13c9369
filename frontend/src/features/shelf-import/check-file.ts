import { IMPORT_MAX_BYTES, type ImportRejection } from '@starshelf/contract';

/**
 * The refusals the browser can tell before uploading (the server checks them again): no file, a
 * name that is not `.csv`, more than the limit, nothing in it.
 */
export function checkImportFile(file: File | undefined): ImportRejection | null {
  if (!file) return 'no-file';
  if (!file.name.toLowerCase().endsWith('.csv')) return 'not-csv';
  if (file.size > IMPORT_MAX_BYTES) return 'too-large';
  if (file.size === 0) return 'empty';
  return null;
}

export const IMPORT_MAX_MEGABYTES = IMPORT_MAX_BYTES / (1024 * 1024);
