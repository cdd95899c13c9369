import type { z } from 'zod';
import { type Dataset, type DatasetTables, buildDataset } from './dataset.js';
import { dataFiles, defaultDataDir } from './data-files.js';
import { readCsvFile, type CsvFileSpec } from './read-csv-file.js';

/**
 * Reads every shipped file (in parallel: gunzip and parsing overlap on two cores) and returns the
 * in-memory Dataset. Throws a DataFileError naming the file and row on the first bad row.
 */
export async function loadDataset(dataDir: string = defaultDataDir): Promise<Dataset> {
  const names = Object.keys(dataFiles) as (keyof typeof dataFiles)[];
  const spec = (name: keyof typeof dataFiles): CsvFileSpec<z.ZodType> => dataFiles[name];
  const read = await Promise.all(names.map(async (name) => [name, await readCsvFile(dataDir, spec(name))] as const));
  // Each file is read with its table's row schema (dataFiles), so every entry has its table's rows.
  return buildDataset(Object.fromEntries(read) as unknown as DatasetTables);
}
