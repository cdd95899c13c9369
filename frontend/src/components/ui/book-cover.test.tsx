import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderToMarkup } from '@/prerender/markup';
import { hydrateMarkup } from '@/testing/hydrate';
import { BookCover } from './book-cover';

describe('BookCover', () => {
  it('shows a generated cover with title and author when there is no image', () => {
    render(<BookCover src={null} title="Dune" author="Frank Herbert" genre="Science Fiction" />);
    const cover = screen.getByTestId('generated-cover');
    expect(cover.textContent).toContain('Dune');
    expect(cover.textContent).toContain('Frank Herbert');
    expect(cover.getAttribute('data-genre')).toBe('science-fiction');
  });

  it('replaces an image that fails to load, inside the same fixed-ratio box', () => {
    const { container } = render(<BookCover src="https://covers.example/dune.jpg" title="Dune" author="Frank Herbert" />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.className).toContain('aspect-[2/3]');
    fireEvent.error(screen.getByRole('img', { name: 'Dune' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('generated-cover')).toBeTruthy();
    expect(container.firstElementChild).toBe(box);
    expect(box.className).toContain('aspect-[2/3]');
  });

  it('replaces an image that failed before the app took the server-rendered page over (no listener saw its error)', async () => {
    const ui = <BookCover src="https://covers.example/dune.jpg" title="Dune" author="Frank Herbert" />;
    const markup = await renderToMarkup(ui);
    const { container, recoverable, unmount } = await hydrateMarkup(markup, ui, (served) => {
      // What the browser reports of an image it gave up on: complete, with no size.
      const image = served.querySelector('img');
      if (image) Object.defineProperties(image, { complete: { value: true }, naturalWidth: { value: 0 } });
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-testid="generated-cover"]')?.textContent).toContain('Dune');
    expect(recoverable).toEqual([]);
    await unmount();
  });

  it('keeps an image that loaded, or is still loading, when the app takes the page over', async () => {
    const ui = <BookCover src="https://covers.example/dune.jpg" title="Dune" />;
    const markup = await renderToMarkup(ui);
    const loaded = await hydrateMarkup(markup, ui, (served) => {
      const image = served.querySelector('img');
      if (image) Object.defineProperties(image, { complete: { value: true }, naturalWidth: { value: 300 } });
    });
    expect(loaded.container.querySelector('img')).not.toBeNull();
    await loaded.unmount();
    const loading = await hydrateMarkup(markup, ui);
    expect(loading.container.querySelector('img')).not.toBeNull();
    await loading.unmount();
  });

  it('uses the fantasy colours for a fantasy genre', () => {
    render(<BookCover src="" title="Earthsea" genre="Epic Fantasy" />);
    expect(screen.getByTestId('generated-cover').getAttribute('data-genre')).toBe('fantasy');
  });
});

describe('a decorative BookCover', () => {
  it('hides the generated cover\'s words and the image\'s alternative text from assistive technology', () => {
    const { container, rerender } = render(<BookCover src={null} title="Dune" author="Frank Herbert" isDecorative />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    rerender(<BookCover src="https://covers.example/dune.jpg" title="Dune" isDecorative />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});
