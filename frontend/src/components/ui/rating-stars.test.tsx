import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RatingStars, starFills } from './rating-stars';

const fills = (container: HTMLElement) => [...container.querySelectorAll('[data-fill]')].map((star) => star.getAttribute('data-fill'));

describe('RatingStars', () => {
  it('shows a half star when the fraction reaches .5 and none below', () => {
    expect(starFills(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(3.4)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('renders a read-only average with an accessible label', () => {
    const { container } = render(<RatingStars value={4.6} />);
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeTruthy();
    expect(fills(container)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it.each([
    ['sm', 'size-4'],
    ['md', 'size-5'],
    ['lg', 'size-7'],
  ] as const)('sizes the stars for %s', (size, className) => {
    const { container } = render(<RatingStars value={2} size={size} />);
    for (const star of container.querySelectorAll('[data-fill]')) expect(star.className).toContain(className);
  });

  it('previews the hovered value and restores the chosen one when the pointer leaves', () => {
    const { container } = render(<RatingStars value={2} onChange={() => undefined} />);
    fireEvent.mouseEnter(screen.getByRole('radio', { name: '4 stars' }));
    expect(fills(container)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    fireEvent.mouseLeave(screen.getByRole('radiogroup'));
    expect(fills(container)).toEqual(['full', 'full', 'empty', 'empty', 'empty']);
  });

  it('reports the clicked star as the new rating', () => {
    const onChange = vi.fn();
    render(<RatingStars value={0} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '1 star' }));
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(onChange.mock.calls).toEqual([[1], [5]]);
  });
});
