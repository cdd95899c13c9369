/**
 * A problem in one of the shipped data files. The message always names the file and, when the
 * problem belongs to one row, its 1-based data row number (the header is row 0), so a broken
 * rebuild of seed/data/ can be found without a debugger.
 */
export class DataFileError extends Error {
  override readonly name = 'DataFileError';

  constructor(
    readonly file: string,
    readonly row: number | undefined,
    detail: string,
  ) {
    super(row === undefined ? `${file}: ${detail}` : `${file}, row ${row}: ${detail}`);
  }
}
