import { type Dataset, type DatasetTables, buildDataset } from './dataset.js';
import { dataFiles, defaultDataDir } from './data-files.js';
import { readCsvFile } from './read-csv-file.js';

/**
 * Reads every shipped file (in parallel: gunzip and parsing overlap on two cores) and returns the
 * in-memory Dataset. Throws a DataFileError naming the file and row on the first bad row.
 */
export async function loadDataset(dataDir: string = defaultDataDir): Promise<Dataset> {
  const [books, editions, authors, bookAuthors, series, bookSeries, genres, bookGenres, awards, awardEntries, ratings, bookShelves] =
    await Promise.all([
      readCsvFile(dataDir, dataFiles.books),
      readCsvFile(dataDir, dataFiles.editions),
      readCsvFile(dataDir, dataFiles.authors),
      readCsvFile(dataDir, dataFiles.bookAuthors),
      readCsvFile(dataDir, dataFiles.series),
      readCsvFile(dataDir, dataFiles.bookSeries),
      readCsvFile(dataDir, dataFiles.genres),
      readCsvFile(dataDir, dataFiles.bookGenres),
      readCsvFile(dataDir, dataFiles.awards),
      readCsvFile(dataDir, dataFiles.awardEntries),
      readCsvFile(dataDir, dataFiles.ratings),
      readCsvFile(dataDir, dataFiles.bookShelves),
    ]);
  const tables: DatasetTables = {
    books,
    editions,
    authors,
    bookAuthors,
    series,
    bookSeries,
    genres,
    bookGenres,
    awards,
    awardEntries,
    ratings,
    bookShelves,
  };
  return buildDataset(tables);
}
