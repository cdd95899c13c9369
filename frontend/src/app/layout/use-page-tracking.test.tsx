import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { trackEvent } from '@/lib/analytics';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { usePageViewTracking } from './use-page-tracking';

vi.mock('@/lib/analytics', () => ({ trackEvent: vi.fn() }));

function TrackedPage() {
  usePageViewTracking();
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>render {count}</button>;
}

describe('usePageViewTracking', () => {
  it('sends one page_view per page, however often the page renders', async () => {
    stubApi([]);
    const { router } = renderWithProviders(<TrackedPage />, { path: '/books' });
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    await act(() => router.navigate('/authors'));
    expect(vi.mocked(trackEvent).mock.calls.map(([event]) => event.route)).toEqual(['/books', '/authors']);
  });
});
