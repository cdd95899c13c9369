import { IMPORT_MAX_BYTES } from '@starshelf/contract';
import { describe, expect, it } from 'vitest';
import { checkImportFile } from './check-file';

/** A file that claims a size without holding that many bytes. */
function fileOf(name: string, size: number): File {
  const file = new File(['x'], name, { type: 'text/csv' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('checkImportFile', () => {
  it('asks for a file when none is chosen', () => {
    expect(checkImportFile(undefined)).toBe('no-file');
  });

  it('refuses a file whose name does not end in .csv, whatever its case', () => {
    expect(checkImportFile(fileOf('shelf.xlsx', 10))).toBe('not-csv');
    expect(checkImportFile(fileOf('goodreads_library_export.CSV', 10))).toBeNull();
  });

  it('refuses a file one byte over the limit and takes one of exactly the limit', () => {
    expect(checkImportFile(fileOf('shelf.csv', IMPORT_MAX_BYTES + 1))).toBe('too-large');
    expect(checkImportFile(fileOf('shelf.csv', IMPORT_MAX_BYTES))).toBeNull();
  });

  it('refuses an empty file', () => {
    expect(checkImportFile(fileOf('shelf.csv', 0))).toBe('empty');
  });
});
