import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aBook } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { BookCard } from './book-card';
import { BookModalContext } from './book-modal-context';

function renderCard(coverImage: string | null) {
  stubApi([{ match: /\/api\/auth\/user/, code: 'UNAUTHENTICATED', status: 401 }]);
  const book = aBook({ coverImage, authors: [{ id: 1, slug: 'frank-herbert', name: 'Frank Herbert' }] });
  return renderWithProviders(
    <BookModalContext.Provider value={{ openBook: vi.fn(), closeBook: vi.fn() }}>
      <BookCard book={book} />
    </BookModalContext.Provider>,
  );
}

// The browser check is axe's label-content-name-mismatch in e2e/specs/accessibility.spec.ts (jsdom has no layout for it).
describe('the book card', () => {
  it('is named by its book, and its generated cover adds no other words to that name (WCAG 2.5.3)', async () => {
    renderCard(null);
    const button = await screen.findByRole('button', { name: 'Open details for Dune' });
    expect(button.querySelector('[data-testid="generated-cover"]')?.closest('[aria-hidden="true"]')).toBeTruthy();
  });

  it('keeps the cover image out of the name the card already gives', async () => {
    renderCard('https://covers.example/dune.jpg');
    await screen.findByRole('button', { name: 'Open details for Dune' });
    expect(screen.queryByRole('img', { name: 'Dune' })).toBeNull();
  });
});
