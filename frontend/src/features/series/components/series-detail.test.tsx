import { seriesDetailSchema } from '@starshelf/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type PageHeadCollector, PageHeadContext } from '@/lib/page-head/page-head';
import { fakeAnswer } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { SeriesDetailView } from './series-detail';

function renderSeries(collector: PageHeadCollector) {
  return renderWithProviders(
    <PageHeadContext.Provider value={collector}>
      <SeriesDetailView slugOrId="dune-chronicles" />
    </PageHeadContext.Provider>,
  );
}

describe('the series page\'s head', () => {
  it('states the description, the image and the BookSeries data', async () => {
    const series = seriesDetailSchema.parse({
      id: 9, slug: 'dune-chronicles', name: 'Dune Chronicles', description: 'The *saga* of Arrakis.', image: '/media/dune-series.jpg',
      isCompleted: true, averageRating: null, ratingsCount: 0, bookCount: 0, books: [],
    });
    stubApi([{ match: /\/api\/series\/dune-chronicles/, answer: fakeAnswer(seriesDetailSchema, series) }]);
    const collector: PageHeadCollector = { head: {} };
    renderSeries(collector);
    await screen.findByRole('heading', { level: 1, name: 'Dune Chronicles' });
    expect(collector.head).toMatchObject({ title: 'Dune Chronicles', description: 'The saga of Arrakis.', image: '/media/dune-series.jpg' });
    expect(collector.head.jsonLd?.[0]).toMatchObject({ '@type': 'BookSeries', name: 'Dune Chronicles', url: '/series/dune-chronicles' });
    expect(document.title).toBe('Dune Chronicles | Starshelf');
  });

  it('is a "not found" page search engines leave out when the API does not know the series', async () => {
    stubApi([{ match: /\/api\/series\/dune-chronicles/, status: 404 }]);
    const collector: PageHeadCollector = { head: {} };
    renderSeries(collector);
    await screen.findByRole('heading', { level: 1, name: 'This series could not be found.' });
    expect(collector.head).toMatchObject({ title: 'Not found', notFound: true });
  });
});
