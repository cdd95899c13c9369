import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aBook } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { BookCard } from './book-card';
import { BookModalContext } from './book-modal-context';

function renderCard(coverImage: string | null, openBook = vi.fn()) {
  stubApi([{ match: /\/api\/auth\/user/, code: 'UNAUTHENTICATED', status: 401 }]);
  const book = aBook({ id: 7, coverImage, authors: [{ id: 1, slug: 'frank-herbert', name: 'Frank Herbert' }] });
  return renderWithProviders(
    <BookModalContext.Provider value={{ openBook, closeBook: vi.fn() }}>
      <BookCard book={book} />
    </BookModalContext.Provider>,
  );
}

// The browser check is axe's label-content-name-mismatch (experimental) in e2e/specs/accessibility.spec.ts;
// jsdom has no layout, so here the structure that rule depends on is checked.
describe('the book card', () => {
  it('is a link to the book\'s page named by exactly its visible title, inside the card heading (WCAG 2.5.3)', async () => {
    renderCard(null);
    const button = await screen.findByRole('link', { name: 'Dune' });
    expect(button.textContent).toBe('Dune');
    expect(button.getAttribute('href')).toBe('/books/dune-1');
    expect(button.closest('h3')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Dune' })).toBeTruthy();
  });

  it('keeps the generated cover, whose printed title and author would change the visible label, outside the button', async () => {
    renderCard(null);
    const button = await screen.findByRole('link', { name: 'Dune' });
    const cover = screen.getByTestId('generated-cover');
    expect(button.contains(cover)).toBe(false);
    expect(cover.closest('[aria-hidden="true"]')).toBeTruthy();
  });

  it('describes the book by its author and says that it opens a dialog', async () => {
    renderCard('https://covers.example/dune.jpg');
    const button = await screen.findByRole('link', { name: 'Dune' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Frank Herbert');
    expect(screen.queryByRole('img', { name: 'Dune' })).toBeNull();
  });

  it('opens the book modal when the title is activated', async () => {
    const openBook = vi.fn();
    const { container } = renderCard(null, openBook);
    const plainClick = fireEvent.click(await screen.findByRole('link', { name: 'Dune' }));
    expect(openBook).toHaveBeenCalledWith(7);
    // The modal replaces the link's navigation (fireEvent answers false when the default was prevented).
    expect(plainClick).toBe(false);
    // The button's ::after box covers the whole card (the cover included): the card is its containing block.
    expect(within(container).getByRole('article').className).toContain('relative');
    expect(screen.getByRole('link', { name: 'Dune' }).className).toContain('after:absolute');
  });

  it('leaves a click that asks for a new tab to the link itself', async () => {
    const openBook = vi.fn();
    renderCard(null, openBook);
    const link = await screen.findByRole('link', { name: 'Dune' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(openBook).not.toHaveBeenCalled();
  });
});
