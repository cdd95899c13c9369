import { genreSummarySchema } from '@starshelf/contract';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookModalContext } from '@/components/book/book-modal-context';
import { AwardDetailView } from '@/features/awards/components/award-detail';
import { AuthorDetailView } from '@/features/authors/components/author-detail';
import { BookDetailView } from '@/features/books/components/book-detail';
import { GenreBooks } from '@/features/genres/components/genre-books';
import { SeriesDetailView } from '@/features/series/components/series-detail';
import { changeUiLanguage, type UiLanguage } from '@/lib/i18n';
import { fakeAnswer } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { GenresRoute } from './routes/genres';

/** The book page opens its modal through the layout's provider. */
function bookPage() {
  return (
    <BookModalContext.Provider value={{ openBook: vi.fn(), closeBook: vi.fn() }}>
      <BookDetailView slug="dune-1" initialTab="overview" />
    </BookModalContext.Provider>
  );
}

const ANONYMOUS = { match: /\/api\/auth\/user/, code: 'UNAUTHENTICATED', status: 401 } as const;

const PAGES: Array<[subject: string, api: RegExp, page: ReactNode, heading: string, listLink: string, listHref: string]> = [
  ['book', /\/api\/books\/dune-1/, bookPage(), 'This book could not be found.', 'Browse all books', '/books'],
  ['author', /\/api\/authors\/nobody/, <AuthorDetailView slug="nobody" />, 'This author could not be found.', 'Browse all authors', '/authors'],
  ['series', /\/api\/series\/nothing/, <SeriesDetailView slugOrId="nothing" />, 'This series could not be found.', 'Browse all series', '/series'],
  ['genre', /\/api\/genres\/nowhere/, <GenreBooks idOrSlug="nowhere" />, 'This genre could not be found.', 'Browse all genres', '/genres'],
  ['award', /\/api\/awards\/999/, <AwardDetailView id="999" headingLevel={1} />, 'This award could not be found.', 'Browse all awards', '/awards'],
];

describe('a catalogue page whose subject does not exist', () => {
  afterEach(async () => {
    await changeUiLanguage('en');
  });

  it.each(PAGES)('the %s page names what is missing as its heading and links to the list', async (_subject, api, page, heading, listLink, listHref) => {
    stubApi([ANONYMOUS, { match: api, code: 'NOT_FOUND', status: 404 }]);
    renderWithProviders(page);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: listLink }).getAttribute('href')).toBe(listHref);
    // Nothing to retry, and not an error the reader caused or can fix by trying again.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each<[UiLanguage, string, string]>([
    ['de', 'Dieses Buch wurde nicht gefunden.', 'Alle Bücher ansehen'],
    ['it', 'Questo libro non è stato trovato.', 'Sfoglia tutti i libri'],
  ])('speaks the reader\'s language (%s)', async (language, heading, listLink) => {
    await changeUiLanguage(language);
    stubApi([ANONYMOUS, { match: /\/api\/books\/dune-1/, code: 'NOT_FOUND', status: 404 }]);
    renderWithProviders(bookPage());
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: listLink }).getAttribute('href')).toBe('/books');
  });

  it('is a level-2 heading under the awards list, which has the page\'s heading', async () => {
    stubApi([ANONYMOUS, { match: /\/api\/awards\/999/, code: 'NOT_FOUND', status: 404 }]);
    renderWithProviders(<AwardDetailView id="999" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'This award could not be found.' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('names a genre asked for by a name no genre has', async () => {
    stubApi([ANONYMOUS, { match: /\/api\/genres/, answer: fakeAnswer(genreSummarySchema.array(), []) }]);
    renderWithProviders(<GenresRoute />, { path: '/genres?genre=Solarpunk' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'No genre called “Solarpunk”.' });
    const section = heading.closest('section');
    expect(section && within(section).getByRole('link', { name: 'Browse all genres' }).getAttribute('href')).toBe('/genres');
  });

  it.each(PAGES.filter(([subject]) => ['series', 'genre', 'award'].includes(subject)))('the %s page titles itself "Not found" when missing and "Something went wrong" when the load failed', async (_subject, api, page) => {
    stubApi([ANONYMOUS, { match: api, code: 'NOT_FOUND', status: 404 }]);
    const missing = renderWithProviders(page);
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Not found | Starshelf');
    missing.unmount();

    stubApi([ANONYMOUS, { match: api, code: 'INTERNAL', status: 500 }]);
    renderWithProviders(page);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(document.title).toBe('Something went wrong | Starshelf');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('still offers a retry when the catalogue failed rather than lacked the subject', async () => {
    stubApi([ANONYMOUS, { match: /\/api\/books\/dune-1/, code: 'INTERNAL', status: 500 }]);
    renderWithProviders(bookPage());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
