import { currentUserSchema, REPORT_NOTE_MAX_LENGTH, type Review } from '@starshelf/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMember, fakeAnswer } from '@/testing/answers';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { ReportReviewDialog } from './report-review-dialog';
import { ReviewList } from './review-list';

const ME = aMember({ id: '0b6f1c1e-1a2b-4c3d-9e8f-000000000001', displayName: 'Ada' });
const OTHER = '0b6f1c1e-1a2b-4c3d-9e8f-000000000002';

const review = (userId: string, displayName: string, text: string): Review => ({
  itemId: 7, userId, rating: 2, review: text, createdAt: '2026-11-01T10:00:00Z', updatedAt: '2026-11-01T10:00:00Z',
  user: { id: userId, displayName, profileImageUrl: null },
});
const REVIEWS = [review(OTHER, 'Spammer', 'Buy now'), review(ME.id, 'Ada', 'My own words')];
const REPORTS = /\/api\/books\/7\/reviews\/0b6f1c1e-1a2b-4c3d-9e8f-000000000002\/reports$/;

afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(<ReportReviewDialog subject={{ kind: 'book', itemId: 7 }} authorId={OTHER} authorName="Spammer" onClose={onClose} />);
  return onClose;
}

describe('the report action under reviews', () => {
  it('is offered to a signed-in member on others\' reviews only, and opens the dialog', async () => {
    stubApi([{ match: /\/api\/auth\/user$/, answer: fakeAnswer(currentUserSchema, ME) }]);
    renderWithProviders(<ReviewList reviews={REVIEWS} subject={{ kind: 'book', itemId: 7 }} />);
    const report = await screen.findByRole('button', { name: 'Report the review by Spammer' });
    expect(screen.queryByRole('button', { name: 'Report the review by Ada' })).toBeNull();
    fireEvent.click(report);
    expect(await screen.findByRole('dialog', { name: 'Report this review' })).toBeTruthy();
  });

  it('is not offered to a reader who is not signed in', async () => {
    const fetchMock = stubApi([{ match: /\/api\/auth\/user$/, status: 401, code: 'UNAUTHENTICATED' }]);
    renderWithProviders(<ReviewList reviews={REVIEWS} subject={{ kind: 'book', itemId: 7 }} />);
    await waitFor(() => expect(callsTo(fetchMock, /\/api\/auth\/user$/)).toHaveLength(1));
    expect(screen.getByText('Buy now')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
  });
});

describe('the report dialog', () => {
  it('asks for a reason and keeps the note within its limit before sending anything', async () => {
    const fetchMock = stubApi([{ match: REPORTS, method: 'POST', status: 202 }]);
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Please choose a reason.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Off topic' }));
    fireEvent.change(screen.getByLabelText(/Note \(optional\)/), { target: { value: 'x'.repeat(REPORT_NOTE_MAX_LENGTH + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(`Please keep the note to ${REPORT_NOTE_MAX_LENGTH} characters.`)).toBeTruthy();
    expect(callsTo(fetchMock, REPORTS)).toEqual([]);
  });

  it('sends the reason and the note and thanks the reader', async () => {
    const fetchMock = stubApi([{ match: REPORTS, method: 'POST', status: 202 }]);
    const onClose = renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    fireEvent.change(screen.getByLabelText(/Note \(optional\)/), { target: { value: 'An advert' } });
    expect(screen.getByText(`9 of ${REPORT_NOTE_MAX_LENGTH} characters`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Your report was sent. The administrators will look at this review.')).toBeTruthy();
    expect(callsTo(fetchMock, REPORTS, 'POST').map((call) => call.body)).toEqual([{ reason: 'spam', note: 'An advert' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the reader already reported the review (409)', async () => {
    stubApi([{ match: REPORTS, method: 'POST', status: 409, code: 'CONFLICT' }]);
    renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Abuse or harassment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('dialog', { name: 'Already reported' })).toBeTruthy();
    expect(screen.getByText('You have already reported this review. The administrators will look at it.')).toBeTruthy();
  });

  it('asks the reader to wait when the reports are rate limited (429), keeping the form', async () => {
    stubApi([{ match: REPORTS, method: 'POST', status: 429, code: 'RATE_LIMITED' }]);
    renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Spoiler' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You have sent many reports in a short time. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send report' })).toBeTruthy();
  });
});
