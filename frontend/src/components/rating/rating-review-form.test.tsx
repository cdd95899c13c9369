import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ratingSavedSchema } from '@starshelf/contract';
import { aMember, fakeAnswer } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { RatingReviewForm } from './rating-review-form';

function checkedStars() {
  return screen.getAllByRole('radio').filter((star) => star.getAttribute('aria-checked') === 'true').length;
}

describe('RatingReviewForm', () => {
  it('reverts the displayed rating to the earlier one when saving fails', async () => {
    stubApi([{ match: /\/api\/books\/7\/ratings/, status: 500 }]);
    renderWithProviders(<RatingReviewForm kind="books" itemId={7} initialRating={2} />);
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(screen.getByRole('radio', { name: '5 stars' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to save your rating.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('radio', { name: '2 stars' }).getAttribute('aria-checked')).toBe('true'));
  });

  it('reverts to 0 when there was no earlier rating', async () => {
    stubApi([{ match: /\/api\/authors\/3\/ratings/, status: 500 }]);
    renderWithProviders(<RatingReviewForm kind="authors" itemId={3} />);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Failed to save your rating.');
    expect(checkedStars()).toBe(0);
  });

  it('asks for a rating before an author review is sent, and shows the invalid rating message without text', async () => {
    const fetchMock = stubApi([]);
    renderWithProviders(<RatingReviewForm kind="authors" itemId={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid rating: choose 1 to 5 stars.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Review (optional)'), { target: { value: 'Great worlds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please choose a rating before submitting a review.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the rating and the review and thanks the member', async () => {
    const fetchMock = stubApi([{ match: /\/api\/authors\/3\/ratings/, answer: fakeAnswer(ratingSavedSchema, {
      rating: { itemId: 3, userId: aMember().id, rating: 4, review: 'Great', hidden: false, hiddenReason: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
      averageRating: 4,
      ratingsCount: 1,
    }) }]);
    renderWithProviders(<RatingReviewForm kind="authors" itemId={3} />);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Review (optional)'), { target: { value: 'Great' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your rating has been saved.', { exact: false })).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ rating: 4, review: 'Great' });
  });

  it('tells the author of a hidden review that an administrator hid it, and why', () => {
    renderWithProviders(<RatingReviewForm kind="books" itemId={7} initialRating={1} initialReview="Buy now" hiddenReason="Advertising" />);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Hidden by an administrator');
    expect(note.textContent).toContain('Reason: Advertising');
    expect(note.textContent).toContain('Only you and the administrators can read this text.');
  });

  it('shows no such note on a review that is not hidden', () => {
    renderWithProviders(<RatingReviewForm kind="books" itemId={7} initialRating={4} initialReview="Fine" hiddenReason={null} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
