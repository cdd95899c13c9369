import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadUiLanguage } from '@/lib/i18n';
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

  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  // A million-book list's count reads as a number in each language, not as a run of digits.
  it.each([
    ['en', 'Showing 72 of 1,003,042'],
    ['de', '72 von 1.003.042 angezeigt'],
    ['it', '72 di 1.003.042 mostrati'],
  ] as const)('writes the counts as numbers of the reader\'s language (%s)', async (language, text) => {
    await loadUiLanguage(language);
    await i18n.changeLanguage(language);
    const { unmount } = render(<LoadMore shown={72} total={1_003_042} hasMore isLoading={false} onLoadMore={() => undefined} />);
    expect(screen.getByText(text)).toBeTruthy();
    unmount();
  });
});
