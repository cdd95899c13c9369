import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBookModal } from '@/components/book/book-modal-context';
import { acceptedSchema } from '@starshelf/contract';
import { fakeAnswer } from '@/testing/answers';
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
});
