import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriesDetailSchema, type SeriesDetail } from '@starshelf/contract';
import { fakeAnswer } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { CatalogueEditor } from './catalogue-editor';

const aSeries = (name: string): SeriesDetail => ({
  id: 20, slug: 'dune', name, description: null, image: null, isCompleted: true, averageRating: null, ratingsCount: 0, bookCount: 0, books: [],
});

describe('catalogue form', () => {
  it('starts from the detail answer of each language: names per tab, shared fields from English', async () => {
    stubApi([
      { match: /\/api\/series\/dune\?locale=en/, answer: fakeAnswer(seriesDetailSchema, aSeries('Dune Chronicles')) },
      { match: /\/api\/series\/dune\?locale=de/, answer: fakeAnswer(seriesDetailSchema, aSeries('Der Wüstenplanet')) },
      { match: /\/api\/series\/dune\?locale=it/, answer: fakeAnswer(seriesDetailSchema, aSeries('Dune (it)')) },
    ]);
    renderWithProviders(<CatalogueEditor kind="series" slug="dune" onSaved={vi.fn()} onDeleted={vi.fn()} />);
    expect(((await screen.findByLabelText('Name (en)')) as HTMLInputElement).value).toBe('Dune Chronicles');
    expect((screen.getByLabelText('Name (de)', { selector: 'input' }) as HTMLInputElement).value).toBe('Der Wüstenplanet');
    expect((screen.getByRole('checkbox', { name: 'Completed' }) as HTMLInputElement).checked).toBe(true);
  });
});
