import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
