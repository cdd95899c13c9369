import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchGroupsSchema } from '@starshelf/contract';
import { aSearchHit, fakeAnswer } from '@/testing/answers';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { SearchBox } from './search-box';

const hits = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => aSearchHit({ id: index + 1, slug: `${prefix.toLowerCase()}-${index + 1}`, title: `${prefix} ${index + 1}` }));

// More hits than the caps: the dropdown must cut each group itself.
const RESULTS = fakeAnswer(searchGroupsSchema, {
  books: hits(15, 'Dune'),
  authors: hits(10, 'Author'),
  series: hits(7, 'Saga'),
  genres: hits(7, 'Genre'),
  awards: hits(7, 'Award'),
});

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(RESULTS)));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const searchCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/search'));

async function type(text: string) {
  fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });
}

async function settle(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function renderAndSearch(text = 'du') {
  const view = renderWithProviders(<SearchBox />, { path: '/books' });
  await type(text);
  await settle(350);
  // The response body is read outside the faked timers, so wait for it in real time.
  await vi.waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(1));
  return view;
}

describe('SearchBox', () => {
  it('asks the server only 300 ms after the last keystroke', async () => {
    renderWithProviders(<SearchBox />, { path: '/books' });
    await type('d');
    await settle(200);
    await type('du');
    await settle(299);
    expect(searchCalls()).toEqual([]);
    await settle(1);
    expect(searchCalls()).toEqual(['/api/search?q=du&locale=en']);
  });

  it('searches from one character and never for blank text', async () => {
    renderWithProviders(<SearchBox />, { path: '/books' });
    await type('   ');
    await settle(400);
    expect(searchCalls()).toEqual([]);
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    await type('x');
    await settle(400);
    expect(searchCalls()).toEqual(['/api/search?q=x&locale=en']);
  });

  it('groups the results, caps them at 12/8/6/6/6 and ends with a see-all entry', async () => {
    await renderAndSearch();
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(12 + 8 + 6 + 6 + 6 + 1);
    expect(options.at(-1)?.textContent).toBe('See all results for \u201cdu\u201d');
    expect(screen.getByRole('listbox').className).toContain('max-h-[500px]');
    expect(options[0]?.getAttribute('href')).toBe('/books/dune-1-1');
    expect(options[12]?.getAttribute('href')).toBe('/authors/1');
  });

  it('moves through the options with the arrow keys and wraps around', async () => {
    await renderAndSearch();
    const input = screen.getByRole('combobox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option').at(-1)?.getAttribute('aria-selected')).toBe('true');
  });

  it('opens the highlighted result on Enter and closes the dropdown', async () => {
    const { router } = await renderAndSearch();
    const input = screen.getByRole('combobox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await settle(10);
    expect(router.state.location.pathname).toBe('/books/dune-1-1');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('accepts the highlighted result with Tab', async () => {
    const { router } = await renderAndSearch();
    const input = screen.getByRole('combobox');
    for (let step = 0; step < 13; step += 1) fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Tab' });
    await settle(10);
    expect(router.state.location.pathname).toBe('/authors/1');
  });

  it('goes to the search page on Enter without a highlighted result', async () => {
    const { router } = await renderAndSearch('dune messiah');
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    await settle(10);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?q=dune+messiah');
  });

  it('closes on Escape and on a click outside', async () => {
    await renderAndSearch();
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    await type('dun');
    await settle(350);
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
