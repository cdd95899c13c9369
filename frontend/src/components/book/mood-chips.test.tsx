import type { BookMood } from '@starshelf/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MoodChips } from './mood-chips';

const MOODS: BookMood[] = [
  { slug: 'dark', name: 'Dark', share: 0.42 },
  { slug: 'adventurous', name: 'Adventurous', share: 0.3 },
  { slug: 'thought-provoking', name: 'Thought-provoking', share: 0.2 },
  { slug: 'classic', name: 'Classic', share: 0.12 },
  { slug: 'funny', name: 'Funny', share: 0.05 },
];

describe('MoodChips', () => {
  it('links the four strongest moods to the book list filtered by each', async () => {
    renderWithProviders(<MoodChips moods={MOODS} />);
    const list = await screen.findByRole('list', { name: 'What readers say it is like' });
    const links = Array.from(list.querySelectorAll('a'));
    expect(links.map((link) => link.textContent)).toEqual(['Dark', 'Adventurous', 'Thought-provoking', 'Classic']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/books?mood=dark', '/books?mood=adventurous', '/books?mood=thought-provoking', '/books?mood=classic']);
    expect(links[0]?.getAttribute('title')).toBe('42 % of its readers say so');
  });

  it('shows nothing when the answer has no moods', async () => {
    const { container } = renderWithProviders(<div data-testid="host"><MoodChips moods={undefined} /><MoodChips moods={[]} /></div>);
    expect((await screen.findByTestId('host')).childElementCount).toBe(0);
    expect(container.querySelector('ul')).toBeNull();
  });
});
