import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderToMarkup } from '@/prerender/markup';
import { hydrateMarkup } from '@/testing/hydrate';
import { LoadMore } from './load-more';

describe('LoadMore', () => {
  it('arrives announced as not yet available in the server\'s markup, where a click would be lost, and answers once hydrated', async () => {
    const onLoadMore = vi.fn();
    const ui = <LoadMore shown={24} total={100} hasMore isLoading={false} onLoadMore={onLoadMore} />;
    const markup = await renderToMarkup(ui);
    const served = new DOMParser().parseFromString(markup, 'text/html').querySelector('button');
    expect(served?.getAttribute('aria-disabled')).toBe('true');

    const { container, recoverable, unmount } = await hydrateMarkup(markup, ui);
    const button = container.querySelector('button');
    expect(button?.hasAttribute('aria-disabled')).toBe(false);
    expect(button?.disabled).toBe(false);
    await act(async () => button?.click());
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(recoverable).toEqual([]);
    await unmount();
  });
});
