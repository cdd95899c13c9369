import { bookDetailSchema } from '@starshelf/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BookModalContext } from '@/components/book/book-modal-context';
import { aBookDetail, fakeAnswer } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { BookDetailView } from './book-detail';

function renderBook() {
  return renderWithProviders(
    <BookModalContext.Provider value={{ openBook: vi.fn(), closeBook: vi.fn() }}>
      <BookDetailView slug="dune-1" initialTab="overview" />
    </BookModalContext.Provider>,
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

  it('says a book is missing when the API does not know it', async () => {
    stubApi([{ match: /\/api\/auth\/user/, code: 'UNAUTHENTICATED', status: 401 }, { match: /\/api\/books\/dune-1/, status: 404 }]);
    renderBook();
    await screen.findByRole('alert');
    expect(document.title).toMatch(/ \| Starshelf$/);
    expect(document.title).not.toBe('Starshelf');
  });

});
