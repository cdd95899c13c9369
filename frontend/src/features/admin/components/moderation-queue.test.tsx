import { pagedSchema, reportedReviewSchema, reviewModeratedSchema, type ModeratedReview, type ReportedReview } from '@starshelf/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAnswer } from '@/testing/answers';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import '../register-translations';
import { ModerationQueue } from './moderation-queue';

const AUTHOR = { id: '00000000-0000-4000-8000-000000000007', displayName: 'Spammer', email: 'spam@spam.test' };

const moderated = (itemId: number, text: string, overrides: Partial<ModeratedReview> = {}): ModeratedReview => ({
  kind: 'book', itemId, item: { id: itemId, slug: `book-${itemId}`, name: `Book ${itemId}`, image: null }, author: AUTHOR,
  rating: 1, text, hidden: false, hiddenReason: null, createdAt: '2026-12-01T10:00:00.000Z', updatedAt: '2026-12-01T10:00:00.000Z', ...overrides,
});

const ENTRY: ReportedReview = {
  review: moderated(7, 'Buy followers now'),
  status: 'open',
  reportCount: 3,
  reasons: [{ reason: 'spam', count: 2 }, { reason: 'abuse', count: 1 }],
  notes: ['An advert'],
  firstReportedAt: '2026-12-02T10:00:00.000Z',
  lastReportedAt: '2026-12-03T10:00:00.000Z',
  authorRecentReviews: [moderated(8, 'Also buy followers', { hidden: true, hiddenReason: 'Advertising' })],
};

const page = (items: ReportedReview[]) => fakeAnswer(pagedSchema(reportedReviewSchema), { items, total: items.length, page: 1, limit: 10, hasMore: false });
const decided = fakeAnswer(reviewModeratedSchema, { review: moderated(7, 'Buy followers now', { hidden: true, hiddenReason: 'Spam' }), resolvedReports: 3 });

afterEach(() => vi.unstubAllGlobals());

describe('the moderation queue', () => {
  it('shows a reported review with its text, author, reasons, notes and the author\'s other reviews', async () => {
    stubApi([{ match: /\/api\/admin\/reports\?/, answer: page([ENTRY]) }]);
    renderWithProviders(<ModerationQueue />);
    const card = await screen.findByRole('article', { name: 'Reported review by Spammer' });
    expect(within(card).getByText('Buy followers now')).toBeTruthy();
    expect(within(card).getByText(/spam@spam\.test/)).toBeTruthy();
    expect(within(card).getByText('3 reports')).toBeTruthy();
    expect(within(card).getByText('Spam × 2')).toBeTruthy();
    expect(within(card).getByText('Abuse or harassment × 1')).toBeTruthy();
    expect(within(card).getByText('An advert')).toBeTruthy();
    expect(within(card).getByText('Other recent reviews by Spammer (1)')).toBeTruthy();
    expect(within(card).getByText('Also buy followers')).toBeTruthy();
    expect(within(card).getByText('Hidden · Advertising')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Book 7' }).getAttribute('href')).toBe('/books/book-7?tab=reviews');
  });

  it('hides a review with a reason (the most given one suggested) and dismisses reports', async () => {
    const fetchMock = stubApi([
      { match: /\/api\/admin\/reports\?/, answer: page([ENTRY]) },
      { match: /\/api\/admin\/reviews\/hide$/, method: 'POST', answer: decided },
      { match: /\/api\/admin\/reports\/dismiss$/, method: 'POST', answer: decided },
    ]);
    renderWithProviders(<ModerationQueue />);
    const card = await screen.findByRole('article', { name: 'Reported review by Spammer' });
    fireEvent.click(within(card).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide the review by Spammer?' });
    const reason = within(dialog).getByLabelText(/^Reason/) as HTMLTextAreaElement;
    expect(reason.value).toBe('Spam');
    fireEvent.change(reason, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText('Please give a reason (at most 500 characters).')).toBeTruthy();
    fireEvent.change(reason, { target: { value: 'Advertising' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('Review hidden')).toBeTruthy();
    expect(callsTo(fetchMock, /\/api\/admin\/reviews\/hide$/, 'POST').map((call) => call.body)).toEqual([
      { kind: 'book', itemId: 7, userId: AUTHOR.id, reason: 'Advertising' },
    ]);

    fireEvent.click(within(card).getByRole('button', { name: 'Dismiss reports' }));
    await waitFor(() => expect(callsTo(fetchMock, /\/api\/admin\/reports\/dismiss$/, 'POST').map((call) => call.body)).toEqual([{ kind: 'book', itemId: 7, userId: AUTHOR.id }]));
  });

  it('offers Restore for a hidden review, and shows the empty queue of each tab', async () => {
    const fetchMock = stubApi([
      { match: /status=resolved/, answer: page([{ ...ENTRY, status: 'resolved', review: moderated(7, 'Buy followers now', { hidden: true, hiddenReason: 'Spam' }) }]) },
      { match: /\/api\/admin\/reports\?/, answer: page([]) },
      { match: /\/api\/admin\/reviews\/restore$/, method: 'POST', answer: decided },
    ]);
    renderWithProviders(<ModerationQueue />);
    expect(await screen.findByText('No open reports')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Resolved' }));
    const card = await screen.findByRole('article', { name: 'Reported review by Spammer' });
    expect(within(card).queryByRole('button', { name: 'Dismiss reports' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Review restored')).toBeTruthy();
    expect(callsTo(fetchMock, /\/api\/admin\/reviews\/restore$/, 'POST').map((call) => call.body)).toEqual([{ kind: 'book', itemId: 7, userId: AUTHOR.id }]);
  });

  it('names a failed load and offers a retry', async () => {
    stubApi([{ match: /\/api\/admin\/reports\?/, status: 403, code: 'FORBIDDEN' }]);
    renderWithProviders(<ModerationQueue />);
    expect(await screen.findByText('You are not authorized to perform this action.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
