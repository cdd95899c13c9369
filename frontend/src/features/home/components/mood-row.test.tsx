import { moodsSchema } from '@starshelf/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAnswer } from '@/testing/answers';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { MoodRow } from './mood-row';

const MOODS = fakeAnswer(moodsSchema, [
  { slug: 'funny', name: 'Funny', bookCount: 412 },
  { slug: 'dark', name: 'Dark', bookCount: 980 },
]);

describe('MoodRow', () => {
  it('offers each mood as a way into the filtered book list', async () => {
    stubApi([{ match: /\/api\/moods/, answer: MOODS }]);
    renderWithProviders(<MoodRow />);
    expect(await screen.findByRole('heading', { name: 'Browse by mood' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Funny/ }).getAttribute('href')).toBe('/books?mood=funny');
    expect(screen.getByRole('link', { name: /Dark/ }).getAttribute('href')).toBe('/books?mood=dark');
    expect(screen.getByText('412')).toBeTruthy();
  });

  it('asks for the names in the reader\'s language', async () => {
    const fetchMock = stubApi([{ match: /\/api\/moods/, answer: MOODS }]);
    renderWithProviders(<MoodRow />);
    await screen.findByRole('heading', { name: 'Browse by mood' });
    expect(callsTo(fetchMock, /\/api\/moods/)[0]?.url).toBe('/api/moods?locale=en');
  });

  it('is hidden when the call fails', async () => {
    const fetchMock = stubApi([{ match: /\/api\/moods/, code: 'INTERNAL', status: 500 }]);
    const { container } = renderWithProviders(<MoodRow />);
    await waitFor(() => expect(callsTo(fetchMock, /\/api\/moods/).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Browse by mood' })).toBeNull();
    expect(container.querySelector('a')).toBeNull();
  });
});
