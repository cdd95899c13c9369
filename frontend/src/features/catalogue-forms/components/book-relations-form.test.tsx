import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bookDetailSchema, genreSummarySchema, searchHitSchema } from '@starshelf/contract';
import { aBookDetail, aSearchHit, fakeAnswer, fakeListAnswer } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { CatalogueEditor } from './catalogue-editor';

const GENRES = fakeListAnswer(genreSummarySchema, [
  { id: 1, slug: 'sf', name: 'Science fiction', description: null, image: null, bookCount: 3 },
  { id: 2, slug: 'fantasy', name: 'Fantasy', description: null, image: null, bookCount: 2 },
]);
const AUTHORS = fakeListAnswer(searchHitSchema, [
  aSearchHit({ id: 10, slug: 'frank', title: 'Frank Herbert' }),
  aSearchHit({ id: 11, slug: 'brian', title: 'Brian Herbert' }),
]);
const SERIES = fakeListAnswer(searchHitSchema, [aSearchHit({ id: 20, slug: 'dune', title: 'Dune Chronicles' })]);
/** Every catalogue write answers the item as its detail call does. */
const saved = (id: number) => fakeAnswer(bookDetailSchema, aBookDetail({}, { id, slug: `dune-${id}`, title: 'Dune' }));

function bodyOf(fetchMock: ReturnType<typeof stubApi>, method: string) {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
}

async function addFromSearch(label: string, query: string, pick: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: query } });
  fireEvent.click(await screen.findByRole('button', { name: pick }));
}

describe('book form relations', () => {
  it('sends authors in the chosen order, the checked genres and series positions', async () => {
    const fetchMock = stubApi([
      { match: /\/api\/authors\/search\?q=herb/, answer: AUTHORS },
      { match: /\/api\/series\/search\?q=dun/, answer: SERIES },
      { match: /\/api\/genres\?/, answer: GENRES },
      { match: /\/api\/books$/, answer: saved(99) },
    ]);
    renderWithProviders(<CatalogueEditor kind="books" slug={null} onSaved={vi.fn()} onDeleted={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Title (en)'), { target: { value: 'Dune' } });
    await addFromSearch('Add author', 'herb', 'Frank Herbert');
    await addFromSearch('Add author', 'herb', 'Brian Herbert');
    fireEvent.click(screen.getByRole('button', { name: 'Move Brian Herbert up' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Fantasy' }));
    await addFromSearch('Add series', 'dun', 'Dune Chronicles');
    fireEvent.change(screen.getByLabelText('Position of this book in Dune Chronicles'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    expect(bodyOf(fetchMock, 'POST')).toMatchObject({ locale: 'en', title: 'Dune', authors: [11, 10], genres: [2], allSeries: [{ series: 20, position: '1' }] });
  });

  it('prefills authors, genres and series from the book in edit mode and sends them back', async () => {
    const detail = fakeAnswer(bookDetailSchema, aBookDetail(
      { allSeries: [{ series: { id: 20, slug: 'dune', name: 'Dune Chronicles' }, position: '1' }] },
      {
        id: 7, slug: 'dune-7', title: 'Dune',
        authors: [{ id: 10, slug: 'frank', name: 'Frank Herbert' }, { id: 11, slug: 'brian', name: 'Brian Herbert' }],
        genres: [{ id: 1, slug: 'sf', name: 'Science fiction' }],
      },
    ));
    const fetchMock = stubApi([
      { match: /\/api\/books\/dune\?/, answer: detail },
      { match: /\/api\/genres\?/, answer: GENRES },
      { match: /\/api\/books\/7$/, answer: saved(7) },
    ]);
    renderWithProviders(<CatalogueEditor kind="books" slug="dune" onSaved={vi.fn()} onDeleted={vi.fn()} />);

    const authors = await screen.findByRole('group', { name: 'Authors' });
    expect(within(authors).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Frank Herbert'), expect.stringContaining('Brian Herbert'),
    ]);
    expect(((await screen.findByRole('checkbox', { name: 'Science fiction' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Fantasy' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Position of this book in Dune Chronicles') as HTMLInputElement).value).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Frank Herbert' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    expect(bodyOf(fetchMock, 'PATCH')).toMatchObject({ locale: 'en', authors: [11], genres: [1], allSeries: [{ series: 20, position: '1' }] });
  });
});
