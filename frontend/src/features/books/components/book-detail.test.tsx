import { bookDetailSchema } from '@starshelf/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookModalContext } from '@/components/book/book-modal-context';
import { changeUiLanguage } from '@/lib/i18n';
import { type PageHeadCollector, PageHeadContext } from '@/lib/page-head/page-head';
import { aBookDetail, fakeAnswer } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { BookDetailView } from './book-detail';

function renderBook(collector: PageHeadCollector | null = null) {
  return renderWithProviders(
    <PageHeadContext.Provider value={collector}>
      <BookModalContext.Provider value={{ openBook: vi.fn(), closeBook: vi.fn() }}>
        <BookDetailView slug="dune-1" initialTab="overview" />
      </BookModalContext.Provider>
    </PageHeadContext.Provider>,
  );
}

describe('the book page\'s moods', () => {
  it('shows the moods readers give the book, each linking to the list of books with it', async () => {
    const book = aBookDetail({ moods: [{ slug: 'adventurous', name: 'Adventurous', share: 0.4 }, { slug: 'classic', name: 'Classic', share: 0.3 }] });
    stubApi([{ match: /\/api\/auth\/user/, code: 'UNAUTHENTICATED', status: 401 }, { match: /\/api\/books\/dune-1/, answer: fakeAnswer(bookDetailSchema, book) }]);
    renderBook();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dune' })).toBeTruthy();
    const moods = screen.getByRole('list', { name: 'What readers say it is like' });
    expect(Array.from(moods.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Adventurous', '/books?mood=adventurous'],
      ['Classic', '/books?mood=classic'],
    ]);
  });

  it('still shows the book when the answer carries no moods', async () => {
    stubApi([{ match: /\/api\/auth\/user/, code: 'UNAUTHENTICATED', status: 401 }, { match: /\/api\/books\/dune-1/, answer: fakeAnswer(bookDetailSchema, aBookDetail()) }]);
    renderBook();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dune' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'What readers say it is like' })).toBeNull();
  });
});

describe('the book page\'s document title', () => {
  it('names a book by its title and first author, in the reader\'s language', async () => {
    stubApi([{ match: /\/api\/auth\/user/, code: 'UNAUTHENTICATED', status: 401 }, { match: /\/api\/books\/dune-1/, answer: fakeAnswer(bookDetailSchema, aBookDetail({}, { authors: [{ id: 1, slug: 'frank-herbert', name: 'Frank Herbert' }] })) }]);
    renderBook();
    await screen.findByRole('heading', { level: 1, name: 'Dune' });
    expect(document.title).toBe('Dune – Frank Herbert | Starshelf');
  });

  it('says a book is missing when the API does not know it, and keeps search engines off', async () => {
    stubApi([{ match: /\/api\/auth\/user/, code: 'UNAUTHENTICATED', status: 401 }, { match: /\/api\/books\/dune-1/, status: 404 }]);
    const collector: PageHeadCollector = { head: {} };
    renderBook(collector);
    await screen.findByRole('heading', { level: 1, name: 'This book could not be found.' });
    expect(document.title).toBe('Book not found | Starshelf');
    expect(collector.head.notFound).toBe(true);
  });

  it('states the synopsis, the cover, the type and the Book data for the head', async () => {
    const book = aBookDetail({ description: '**Arrakis**: a desert planet.' }, { coverImage: '/media/dune.jpg', authors: [{ id: 1, slug: 'frank-herbert', name: 'Frank Herbert' }] });
    stubApi([{ match: /\/api\/auth\/user/, code: 'UNAUTHENTICATED', status: 401 }, { match: /\/api\/books\/dune-1/, answer: fakeAnswer(bookDetailSchema, book) }]);
    const collector: PageHeadCollector = { head: {} };
    renderBook(collector);
    await screen.findByRole('heading', { level: 1, name: 'Dune' });
    expect(collector.head).toMatchObject({ title: 'Dune – Frank Herbert', description: 'Arrakis: a desert planet.', image: '/media/dune.jpg', type: 'book' });
    expect(collector.head.notFound).toBeFalsy();
    expect(collector.head.jsonLd?.[0]).toMatchObject({ '@type': 'Book', name: 'Dune', author: [{ '@type': 'Person', name: 'Frank Herbert' }] });
  });

});

describe('the book page\'s awards', () => {
  afterEach(async () => {
    await changeUiLanguage('en');
  });

  it('names each award category by the name the API gives it in the reader\'s language', async () => {
    await changeUiLanguage('de');
    const awards = [
      { id: 1, award: { id: 3, slug: 'hugo', name: 'Hugo Award' }, isWinner: true, category: 'Best Novel', categoryName: 'Bester Roman', year: 1966 },
      { id: 2, award: { id: 4, slug: 'nebula', name: 'Nebula Award' }, isWinner: false, category: 'Best Space Opera', categoryName: 'Best Space Opera', year: 1966 },
    ];
    stubApi([{ match: /\/api\/auth\/user/, code: 'UNAUTHENTICATED', status: 401 }, { match: /\/api\/books\/dune-1/, answer: fakeAnswer(bookDetailSchema, aBookDetail({ awards })) }]);
    renderBook();
    expect(await screen.findByText(/Hugo Award · .* · Bester Roman · 1966/)).toBeTruthy();
    expect(screen.getByText(/Nebula Award · .* · Best Space Opera · 1966/)).toBeTruthy();
  });
});
