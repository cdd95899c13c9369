import { act, fireEvent, screen, within } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
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

function SearchBoxOfTheUrl() {
  const [params] = useSearchParams();
  return <SearchBox initialQuery={params.get('q') ?? ''} />;
}

describe('SearchBox', () => {
  it('shows the query of the page it is on, also after the page changes it', async () => {
    const { router } = renderWithProviders(<SearchBoxOfTheUrl />, { path: '/search?q=dune' });
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('dune');
    await type('dun');
    await act(async () => {
      await router.navigate('/search?q=foundation');
    });
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('foundation');
  });

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

  it('starts with a see-all entry, then the groups capped at 12/8/6/6/6', async () => {
    await renderAndSearch();
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1 + 12 + 8 + 6 + 6 + 6);
    expect(options[0]?.textContent).toBe('See all results for \u201cdu\u201d');
    expect(options[0]?.getAttribute('href')).toBe('/search?q=du');
    expect(screen.getByRole('listbox').className).toContain('max-h-[500px]');
    expect(options[1]?.getAttribute('href')).toBe('/books/dune-1-1');
    expect(options[13]?.getAttribute('href')).toBe('/authors/1');
    expect(within(screen.getByRole('group', { name: 'Books' })).getAllByRole('option')).toHaveLength(12);
    expect(within(screen.getByRole('group', { name: 'Awards' })).getAllByRole('option')).toHaveLength(6);
  });

  // Combobox semantics (decision 058): the input's aria-activedescendant names the highlighted option and
  // data-focus styles it; aria-selected stays for a chosen value, and the arrows stop at the ends.
  it('highlights the see-all entry first and moves through the options with the arrow keys', async () => {
    await renderAndSearch();
    const input = screen.getByRole('combobox');
    const options = () => screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[2]?.id);
    expect(options()[2]?.hasAttribute('data-focus')).toBe(true);
    expect(options().filter((option) => option.hasAttribute('data-focus'))).toHaveLength(1);
    expect(options()[2]?.getAttribute('aria-selected')).toBe('false');
    for (let step = 0; step < 3; step += 1) fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    fireEvent.keyDown(input, { key: 'End' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options().at(-1)?.id);
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

  it('leaves with Tab right after typing without searching', async () => {
    const { router } = await renderAndSearch();
    const input = screen.getByRole('combobox');
    fireEvent.keyDown(input, { key: 'Tab' });
    await settle(10);
    expect(router.state.location.pathname).toBe('/books');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.focus(input);
    await type('dun');
    await settle(350);
    fireEvent.mouseDown(screen.getAllByRole('option')[0] as HTMLElement, { button: 0 });
    await settle(10);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?q=dun');
  });

  it('goes to the search page on Enter right after typing', async () => {
    const { router } = await renderAndSearch('dune messiah');
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    await settle(10);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?q=dune+messiah');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('goes to the search page on Enter when the pointer left the list with nothing highlighted', async () => {
    const { router } = await renderAndSearch('dune messiah');
    const input = screen.getByRole('combobox');
    const book = screen.getAllByRole('option')[1] as HTMLElement;
    fireEvent.pointerMove(book, { screenX: 10, screenY: 10 });
    expect(input.getAttribute('aria-activedescendant')).toBe(book.id);
    fireEvent.pointerLeave(book, { screenX: 10, screenY: 400 });
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.keyDown(input, { key: 'Enter' });
    await settle(10);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?q=dune+messiah');
  });

  it('opens a result clicked with the mouse in the app, and leaves modified clicks to the browser', async () => {
    const { router } = await renderAndSearch();
    const book = () => screen.getAllByRole('option')[1] as HTMLElement;
    fireEvent.mouseDown(book(), { button: 0, ctrlKey: true });
    // fireEvent answers false when a handler prevented the browser's default (opening a new tab).
    expect(fireEvent.click(book(), { button: 0, ctrlKey: true })).toBe(true);
    expect(fireEvent.click(book(), { button: 0, metaKey: true })).toBe(true);
    await settle(10);
    expect(router.state.location.pathname).toBe('/books');
    expect(fireEvent.click(book(), { button: 0 })).toBe(false);
    fireEvent.mouseDown(book(), { button: 0 });
    await settle(10);
    expect(router.state.location.pathname).toBe('/books/dune-1-1');
  });

  it('says when the suggestions are loading, empty or failed', async () => {
    renderWithProviders(<SearchBox />, { path: '/books' });
    await type('du');
    expect(within(screen.getByRole('listbox')).getByText('Loading...')).toBeTruthy();
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(fakeAnswer(searchGroupsSchema, { books: [], authors: [], series: [], genres: [], awards: [] }))));
    await settle(350);
    await vi.waitFor(() => expect(screen.getByText('No suggestions.')).toBeTruthy());
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(null, 500)));
    await type('dux');
    await settle(350);
    await vi.waitFor(() => expect(screen.getByText('Suggestions could not be loaded.')).toBeTruthy());
    expect(screen.getAllByRole('option')[0]?.textContent).toBe('See all results for \u201cdux\u201d');
  });

  it('closes on Escape and on a click outside', async () => {
    await renderAndSearch();
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    await type('dun');
    await settle(350);
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    fireEvent.pointerUp(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows a book found under another title beside the title in the reader\'s language, linked by its stored slug', async () => {
    const found = fakeAnswer(searchGroupsSchema, {
      books: [aSearchHit({ id: 189, slug: 'the-lord-of-the-rings', title: 'Der Herr der Ringe', matchedTitle: 'The Lord of the Rings' })],
      authors: [], series: [], genres: [], awards: [],
    });
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(found)));
    await renderAndSearch('lord of the rings');
    const option = screen.getAllByRole('option')[1]!;
    expect(option.textContent).toBe('Der Herr der Ringe — The Lord of the Rings');
    expect(option.getAttribute('href')).toBe('/books/the-lord-of-the-rings-189');
  });
});
