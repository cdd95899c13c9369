import { IMPORT_MAX_BYTES, importAcceptedSchema, importReportSchema, type ImportReport } from '@starshelf/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeUiLanguage } from '@/lib/i18n';
import { fakeAnswer } from '@/testing/answers';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { ShelfImportSection } from './shelf-import-section';

const ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const UPLOAD = /\/api\/imports\/goodreads$/;
const STORYGRAPH_UPLOAD = /\/api\/imports\/storygraph$/;
const STATUS = new RegExp(`/api/imports/${ID}$`);
const accepted = fakeAnswer(importAcceptedSchema, { id: ID });

function aReport(overrides: Partial<ImportReport> = {}): ImportReport {
  return {
    id: ID, source: 'goodreads', status: 'running', fileName: 'goodreads_library_export.csv', total: 1204, processed: 312, matched: 300,
    created: { ratings: 0, reviews: 0, readingList: 0 }, alreadyThere: 0, unmatched: [], problems: [], repaired: [],
    createdAt: '2026-11-27T01:00:00.000Z', finishedAt: null,
    ...overrides,
  };
}

const finished = aReport({
  status: 'done', processed: 1204, matched: 1150, alreadyThere: 20,
  created: { ratings: 640, reviews: 75, readingList: 1130 },
  unmatched: [{ row: 17, title: 'A Book Nobody Has', author: 'Nobody Known', isbn13: null }],
  problems: [{ row: 42, reason: 'bad-rating' }],
  finishedAt: '2026-11-27T01:01:00.000Z',
});

/** A CSV file that claims `size` bytes without holding them. */
function csvFile(name = 'goodreads_library_export.csv', size = 2048): File {
  const file = new File(['Title,Author,My Rating,Exclusive Shelf\n'], name, { type: 'text/csv' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function chooseAndImport(file: File) {
  const input = await screen.findByLabelText(/Goodreads library export/);
  fireEvent.change(input, { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Import my shelf' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('ShelfImportSection: before the upload', () => {
  it('says how to get the Goodreads export and offers our own as a CSV download', async () => {
    stubApi([]);
    renderWithProviders(<ShelfImportSection />);
    const section = within(await screen.findByRole('region', { name: 'Bring your shelf' }));
    expect(section.getByText(/My Books → Import and export → Export library/)).toBeTruthy();
    expect(section.getByLabelText(/Goodreads library export/).getAttribute('accept')).toBe('.csv,text/csv');
    const link = section.getByRole('link', { name: 'Download my shelf (Goodreads CSV)' });
    expect(link.getAttribute('href')).toBe('/api/reading-list/export?format=goodreads');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('refuses a file over 10 MB in the browser, without uploading it', async () => {
    const fetchMock = stubApi([{ match: UPLOAD, method: 'POST', status: 202, answer: accepted }]);
    renderWithProviders(<ShelfImportSection />);
    await chooseAndImport(csvFile('shelf.csv', IMPORT_MAX_BYTES + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is larger than 10 MB.');
    expect(screen.getByLabelText(/Goodreads library export/).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, UPLOAD)).toEqual([]);
  });

  it('refuses a file that is not named .csv, and asks for a file when none is chosen', async () => {
    const fetchMock = stubApi([]);
    renderWithProviders(<ShelfImportSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Import my shelf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose the CSV file you exported.');
    await chooseAndImport(csvFile('shelf.xlsx'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^This is not a CSV file/);
    expect(callsTo(fetchMock, UPLOAD)).toEqual([]);
  });
});

describe('ShelfImportSection: Goodreads or StoryGraph', () => {
  it('offers both services, each with the hint where its export is found, Goodreads first', async () => {
    stubApi([]);
    renderWithProviders(<ShelfImportSection />);
    const choice = within(await screen.findByRole('group', { name: 'Your file comes from' }));
    expect(choice.getByRole('radio', { name: 'Goodreads' })).toHaveProperty('checked', true);
    expect(choice.getByText(/My Books → Import and export → Export library/)).toBeTruthy();
    fireEvent.click(choice.getByRole('radio', { name: 'StoryGraph' }));
    expect(choice.getByRole('radio', { name: 'StoryGraph' })).toHaveProperty('checked', true);
    expect(choice.getByText(/Manage account → Export StoryGraph library → Generate export/)).toBeTruthy();
    expect(choice.queryByText(/My Books → Import and export/)).toBeNull();
    expect(screen.getByLabelText('StoryGraph export (CSV, at most 10 MB)').getAttribute('accept')).toBe('.csv,text/csv');
  });

  it('uploads a StoryGraph export to the StoryGraph import', async () => {
    const fetchMock = stubApi([
      { match: STORYGRAPH_UPLOAD, method: 'POST', status: 202, answer: accepted },
      { match: STATUS, answer: fakeAnswer(importReportSchema, aReport({ source: 'storygraph' })) },
    ]);
    renderWithProviders(<ShelfImportSection />);
    fireEvent.click(await screen.findByRole('radio', { name: 'StoryGraph' }));
    const file = csvFile('storygraph_export.csv');
    fireEvent.change(screen.getByLabelText(/StoryGraph export/), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import my shelf' }));
    expect(await screen.findByRole('progressbar', { name: 'Importing your shelf' })).toBeTruthy();
    expect(callsTo(fetchMock, UPLOAD)).toEqual([]);
    const body = fetchMock.mock.calls.find(([url]) => STORYGRAPH_UPLOAD.test(String(url)))?.[1]?.body;
    expect((body as FormData).get('file')).toBe(file);
  });

  it('says when the file is no UTF-8 text, and points to the other service when the file is its export', async () => {
    stubApi([{ match: STORYGRAPH_UPLOAD, method: 'POST', status: 400, code: 'VALIDATION_FAILED', details: [{ path: 'file', message: 'not-storygraph' }] }]);
    renderWithProviders(<ShelfImportSection />);
    fireEvent.click(await screen.findByRole('radio', { name: 'StoryGraph' }));
    fireEvent.change(screen.getByLabelText(/StoryGraph export/), { target: { files: [csvFile()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import my shelf' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^This CSV is not a StoryGraph export.*If it comes from Goodreads, choose Goodreads above\.$/);
    // Choosing the other service takes the refusal back: it was about the other service's file.
    fireEvent.click(screen.getByRole('radio', { name: 'Goodreads' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('names the refusal of text that is not UTF-8', async () => {
    stubApi([{ match: UPLOAD, method: 'POST', status: 400, code: 'VALIDATION_FAILED', details: [{ path: 'file', message: 'not-utf8' }] }]);
    renderWithProviders(<ShelfImportSection />);
    await chooseAndImport(csvFile());
    expect((await screen.findByRole('alert')).textContent).toMatch(/^This file is not saved as UTF-8 text .* save it again as “CSV UTF-8”\.$/);
  });
});

describe('ShelfImportSection: the server refuses the file', () => {
  it('names the refusal the server gives in the file field', async () => {
    stubApi([{ match: UPLOAD, method: 'POST', status: 400, code: 'VALIDATION_FAILED', details: [{ path: 'file', message: 'not-goodreads' }] }]);
    renderWithProviders(<ShelfImportSection />);
    await chooseAndImport(csvFile());
    expect((await screen.findByRole('alert')).textContent).toMatch(/^This CSV is not a Goodreads library export/);
  });

  it('reads 413 as a file that is too large, with the limit formatted', async () => {
    stubApi([{ match: UPLOAD, method: 'POST', status: 413, code: 'PAYLOAD_TOO_LARGE' }]);
    renderWithProviders(<ShelfImportSection />);
    await chooseAndImport(csvFile());
    expect((await screen.findByRole('alert')).textContent).toBe('The file is larger than 10 MB.');
  });

  it('says the upload failed, and why, when the server breaks', async () => {
    stubApi([{ match: UPLOAD, method: 'POST', status: 500, code: 'INTERNAL' }]);
    renderWithProviders(<ShelfImportSection />);
    await chooseAndImport(csvFile());
    expect((await screen.findByRole('alert')).textContent).toBe('The upload failed: Server error. Please try again later.');
    expect(screen.getByRole('button', { name: 'Import my shelf' })).toBeTruthy();
  });
});

describe('ShelfImportSection: progress and report', () => {
  it('uploads the file as multipart in the field "file" and shows the progress with its counts', async () => {
    const fetchMock = stubApi([
      { match: UPLOAD, method: 'POST', status: 202, answer: accepted },
      { match: STATUS, answer: fakeAnswer(importReportSchema, aReport()) },
    ]);
    renderWithProviders(<ShelfImportSection />);
    const file = csvFile();
    await chooseAndImport(file);
    const bar = await screen.findByRole('progressbar', { name: 'Importing your shelf' });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('312 of 1,204 rows'));
    expect(bar.getAttribute('value')).toBe('312');
    expect(bar.getAttribute('max')).toBe('1204');
    expect(screen.getByText('312 of 1,204 rows')).toBeTruthy();
    const body = fetchMock.mock.calls.find(([url]) => UPLOAD.test(String(url)))?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBe(file);
  });

  it('shows a waiting bar without a value while the import is queued', async () => {
    stubApi([
      { match: UPLOAD, method: 'POST', status: 202, answer: accepted },
      { match: STATUS, answer: fakeAnswer(importReportSchema, aReport({ status: 'queued', total: 0, processed: 0, matched: 0 })) },
    ]);
    renderWithProviders(<ShelfImportSection />);
    await chooseAndImport(csvFile());
    const bar = await screen.findByRole('progressbar', { name: 'Importing your shelf' });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('Waiting for the import to start…'));
    expect(bar.hasAttribute('value')).toBe(false);
  });

  it('polls until the import is done, then reports the counts, the unmatched rows and the skipped ones', async () => {
    let polls = 0;
    const fetchMock = vi.fn<typeof fetch>((input) => {
      const url = String(input);
      if (UPLOAD.test(url)) return Promise.resolve(jsonResponse(accepted, 202));
      polls += 1;
      return Promise.resolve(jsonResponse(fakeAnswer(importReportSchema, polls === 1 ? aReport() : finished)));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ShelfImportSection />);
    await chooseAndImport(csvFile());

    const report = within(await screen.findByTestId('import-report'));
    // A finished import is asked for no more.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(polls).toBe(2);
    expect(report.getByRole('heading', { name: 'Your shelf is here' })).toBeTruthy();
    const figures = Object.fromEntries(report.getAllByRole('definition').map((dd) => [dd.previousElementSibling?.textContent, dd.textContent]));
    expect(figures).toEqual({
      'Rows in the file': '1,204', 'Books found': '1,150', 'Added to your reading list': '1,130',
      'Ratings added': '640', 'Reviews added': '75', 'Already there': '20',
    });
    const rows = report.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['RowTitleAuthor', '17A Book Nobody HasNobody Known']);
    expect(report.getByText('Row 42: the rating is not between 0 and 5')).toBeTruthy();
    expect(report.getByRole('link', { name: 'See your reading list' }).getAttribute('href')).toBe('/profile?tab=reading');

    fireEvent.click(report.getByRole('button', { name: 'Import another file' }));
    expect(await screen.findByRole('button', { name: 'Import my shelf' })).toBeTruthy();
  });

  it('offers a retry when a status poll fails, and goes on from there', async () => {
    let polls = 0;
    vi.stubGlobal('fetch', vi.fn<typeof fetch>((input) => {
      if (UPLOAD.test(String(input))) return Promise.resolve(jsonResponse(accepted, 202));
      polls += 1;
      return Promise.resolve(polls === 1 ? jsonResponse(null, 503) : jsonResponse(fakeAnswer(importReportSchema, finished)));
    }));
    renderWithProviders(<ShelfImportSection />);
    await chooseAndImport(csvFile());
    const failure = within(await screen.findByRole('alert'));
    expect(failure.getByText("We could not fetch the import's progress. The import goes on regardless.")).toBeTruthy();
    fireEvent.click(failure.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('import-report')).toBeTruthy();
  });

  it('says so when the import failed on the server', async () => {
    stubApi([
      { match: UPLOAD, method: 'POST', status: 202, answer: accepted },
      { match: STATUS, answer: fakeAnswer(importReportSchema, aReport({ status: 'failed', finishedAt: '2026-11-27T01:01:00.000Z' })) },
    ]);
    renderWithProviders(<ShelfImportSection />);
    await chooseAndImport(csvFile());
    expect((await screen.findByRole('alert')).textContent).toMatch(/^The import stopped before it finished/);
  });

  it('formats the counts for German readers', async () => {
    stubApi([
      { match: UPLOAD, method: 'POST', status: 202, answer: accepted },
      { match: STATUS, answer: fakeAnswer(importReportSchema, aReport()) },
    ]);
    await changeUiLanguage('de');
    try {
      renderWithProviders(<ShelfImportSection />);
      fireEvent.change(await screen.findByLabelText(/Goodreads-Bibliotheksexport/), { target: { files: [csvFile()] } });
      fireEvent.click(screen.getByRole('button', { name: 'Mein Regal importieren' }));
      expect(await screen.findByText('312 von 1.204 Zeilen')).toBeTruthy();
    } finally {
      await changeUiLanguage('en');
    }
  });
});

describe('ShelfImportSection: the cells read leniently', () => {
  const repairedReport = aReport({
    status: 'done', processed: 1204, finishedAt: '2026-11-27T01:01:00.000Z',
    problems: [
      { row: 3, reason: 'did-not-finish' },
      { row: 3, reason: 'review-without-rating' },
      { row: 10, reason: 'review-too-long' },
    ],
    repaired: [
      { row: 1, column: 'ISBN', what: 'unquoted-formula' },
      { row: 1, column: 'ISBN13', what: 'unquoted-formula' },
      { row: 2, column: 'Author', what: 'stray-quote' },
    ],
  });

  it('lists each repaired cell by row and column with how it was written, and each problem of a row', async () => {
    sessionStorage.setItem('starshelf.shelfImport.active', ID);
    stubApi([{ match: STATUS, answer: fakeAnswer(importReportSchema, repairedReport) }]);
    renderWithProviders(<ShelfImportSection />);
    const repaired = within(await screen.findByRole('region', { name: 'Cells we read leniently (3)' }));
    expect(repaired.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'RowColumnHow it was written',
      '1ISBNa spreadsheet formula such as ="…" without the quotation marks around it',
      '1ISBN13a spreadsheet formula such as ="…" without the quotation marks around it',
      '2Authora quotation mark that was not doubled',
    ]);
    const skipped = within(screen.getByRole('region', { name: 'Rows we skipped' }));
    expect(skipped.getByText('Row 3: not added to your reading list, which has no “did not finish” (a rating and review of it were imported)')).toBeTruthy();
    expect(skipped.getByText(/^Row 3: the review was left out: it has no rating/)).toBeTruthy();
    expect(skipped.getByText(/^Row 10: the review was left out: it is longer than the 10,000 characters/)).toBeTruthy();
  });

  it('says it in Italian too', async () => {
    sessionStorage.setItem('starshelf.shelfImport.active', ID);
    stubApi([{ match: STATUS, answer: fakeAnswer(importReportSchema, repairedReport) }]);
    await changeUiLanguage('it');
    try {
      renderWithProviders(<ShelfImportSection />);
      const repaired = within(await screen.findByRole('region', { name: 'Celle lette con indulgenza (3)' }));
      expect(repaired.getByText('delle virgolette non raddoppiate')).toBeTruthy();
      expect(screen.getByText(/^Riga 10: la recensione è stata omessa: supera i 10\.000 caratteri/)).toBeTruthy();
    } finally {
      await changeUiLanguage('en');
    }
  });
});

describe('ShelfImportSection: after a reload', () => {
  it('goes on showing the import this tab started', async () => {
    sessionStorage.setItem('starshelf.shelfImport.active', ID);
    stubApi([{ match: STATUS, answer: fakeAnswer(importReportSchema, finished) }]);
    renderWithProviders(<ShelfImportSection />);
    expect(await screen.findByText('A Book Nobody Has')).toBeTruthy();
  });

  it('offers the form again when the remembered import is not the member\'s', async () => {
    sessionStorage.setItem('starshelf.shelfImport.active', ID);
    stubApi([{ match: STATUS, code: 'NOT_FOUND', status: 404 }]);
    renderWithProviders(<ShelfImportSection />);
    expect(await screen.findByLabelText(/Goodreads library export/)).toBeTruthy();
    expect(sessionStorage.getItem('starshelf.shelfImport.active')).toBeNull();
  });
});
