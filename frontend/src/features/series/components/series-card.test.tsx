import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriesSummarySchema } from '@starshelf/contract';
import { renderWithProviders } from '@/testing/render';
import { SeriesCard } from './series-card';

const series = seriesSummarySchema.parse({
  id: 3, slug: 'dune-chronicles', name: 'Dune Chronicles', image: null, description: null, bookCount: 6, isCompleted: true, averageRating: null, ratingsCount: 0,
});

describe('SeriesCard', () => {
  it('shows the name, the number of books, the state and the rating of a rated series', async () => {
    renderWithProviders(<SeriesCard series={{ ...series, averageRating: 4.26 }} />);
    expect(await screen.findByRole('heading', { name: 'Dune Chronicles' })).toBeTruthy();
    expect(screen.getByText('6 books')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByText('4.3')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/series/dune-chronicles');
  });

  it('shows no stars for a series nobody has rated', async () => {
    renderWithProviders(<SeriesCard series={{ ...series, averageRating: null }} />);
    expect(await screen.findByRole('heading', { name: 'Dune Chronicles' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /star/i })).toBeNull();
    expect(screen.queryByText(/^\d\.\d$/)).toBeNull();
  });
});
