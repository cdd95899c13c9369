import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBookModal } from '@/components/book/book-modal-context';
import { acceptedSchema, modalDataSchema } from '@starshelf/contract';
import { aBookDetail, fakeAnswer } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { BookModalProvider, MODAL_CLEAR_DELAY_MS } from './book-modal-provider';

function Opener() {
  const { openBook } = useBookModal();
  return <button type="button" onClick={() => openBook(3)}>open</button>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BookModalProvider', () => {
  it('shows notFound for an unknown book and closes on the close button', async () => {
    stubApi([{ match: /\/api\/auth\/user/, status: 401 }, { match: /\/api\/analytics/, answer: fakeAnswer(acceptedSchema, { accepted: true }) }]);
    renderWithProviders(<BookModalProvider><Opener /></BookModalProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    // The modal is its own chunk; its first import in jsdom can take longer than the default second.
    expect(await screen.findByText('This book could not be found.', undefined, { timeout: 4000 })).toBeTruthy();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MODAL_CLEAR_DELAY_MS);
    });
    expect(screen.queryByText('This book could not be found.')).toBeNull();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('shows the book\'s moods as links to the filtered book list, closing the modal on the way', async () => {
    const book = aBookDetail({ moods: [{ slug: 'funny', name: 'Funny', share: 0.6 }, { slug: 'short', name: 'Short reads', share: 0.2 }] }, { id: 3, slug: 'good-omens-3', title: 'Good Omens' });
    const modalData = fakeAnswer(modalDataSchema, { book, ratings: { average: null, count: 0, reviews: [] }, isInReadingList: false, readingStatus: null, userRating: null });
    stubApi([
      { match: /\/api\/auth\/user/, status: 401 },
      { match: /\/api\/analytics/, answer: fakeAnswer(acceptedSchema, { accepted: true }) },
      { match: /\/api\/books\/3\/modal-data/, answer: modalData },
    ]);
    const { router } = renderWithProviders(<BookModalProvider><Opener /></BookModalProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const funny = await screen.findByRole('link', { name: 'Funny' }, { timeout: 4000 });
    expect(screen.getByRole('link', { name: 'Short reads' }).getAttribute('href')).toBe('/books?mood=short');
    fireEvent.click(funny);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/books?mood=funny'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Funny' })).toBeNull());
  });
});
