import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsDashboardSchema, bookDetailSchema, type AnalyticsDashboard as Dashboard } from '@starshelf/contract';
import { aBookDetail, fakeAnswer } from '@/testing/answers';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import '../register-translations';
import { AnalyticsDashboard } from './analytics-dashboard';

// jsdom has no layout; the chart is not what these tests look at.
vi.mock('./views-chart', () => ({ default: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

const empty: Dashboard = {
  range: 30,
  from: '2026-05-17',
  to: '2026-06-15',
  totals: { events: 0, pageViews: 0, bookOpens: 0, searches: 0 },
  viewsPerDay: Array.from({ length: 30 }, (_unused, index) => ({ day: `2026-05-${String(17 + index).padStart(2, '0')}`, count: 0 })),
  topRoutes: [],
  topBooks: [],
  topSearches: [],
  byRole: [],
  events: [],
};

function stubDashboard(data: Dashboard) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = String(input);
    if (url.includes('/api/admin/analytics')) return Promise.resolve(jsonResponse(fakeAnswer(analyticsDashboardSchema, data)));
    if (url.includes('/api/books/7')) return Promise.resolve(jsonResponse(fakeAnswer(bookDetailSchema, aBookDetail({}, { id: 7, title: 'Dune', slug: 'dune-7' }))));
    return Promise.resolve(jsonResponse(null, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('AnalyticsDashboard', () => {
  it('renders an empty range cleanly: zero totals, an empty-state message and "no data" in every panel', async () => {
    stubDashboard(empty);
    renderWithProviders(<AnalyticsDashboard />);
    expect(await screen.findByText('Nothing recorded in this period yet')).toBeTruthy();
    expect(screen.getAllByText('0')).toHaveLength(4);
    expect(screen.getAllByText('No data in this period')).toHaveLength(5);
    expect(await screen.findByRole('img', { name: 'Page views per day' })).toBeTruthy();
  });

  it('shows the ranked lists with book titles, translated roles and event types', async () => {
    stubDashboard({
      ...empty,
      totals: { events: 12, pageViews: 9, bookOpens: 2, searches: 1 },
      topRoutes: [{ route: '/books', count: 9 }],
      topBooks: [{ bookId: '7', count: 2 }, { bookId: '99', count: 1 }],
      topSearches: [{ query: 'dune', count: 1 }],
      byRole: [{ role: 'anonymous', count: 9 }],
      events: [{ eventType: 'page_view', count: 9 }, { eventType: 'modal_open', count: 2 }],
    });
    renderWithProviders(<AnalyticsDashboard />);
    expect(await screen.findByText('/books')).toBeTruthy();
    // Named from the catalogue; a book that is gone keeps its id.
    expect(await screen.findByText('Dune')).toBeTruthy();
    expect(await screen.findByText('Book #99')).toBeTruthy();
    expect(screen.getByText('dune')).toBeTruthy();
    expect(screen.getByText('Visitors')).toBeTruthy();
    expect(screen.getByText('Book details opened')).toBeTruthy();
    expect(screen.queryByText('Nothing recorded in this period yet')).toBeNull();
  });

  it('asks for the chosen range', async () => {
    const fetchMock = stubDashboard(empty);
    renderWithProviders(<AnalyticsDashboard />);
    (await screen.findByRole('button', { name: '365 days' })).click();
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('range=365'))).toBe(true));
  });
});
