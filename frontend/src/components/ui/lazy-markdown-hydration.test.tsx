import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderToMarkup } from '@/prerender/markup';
import type * as MarkdownModule from './markdown';
import { hydrateMarkup } from '@/testing/hydrate';

const SOURCE = 'A **bold** claim.';

describe('LazyMarkdown on a server-rendered page', () => {
  it('keeps the server\'s markup when its page re-renders before the renderer\'s chunk has arrived', async () => {
    // The server renders with the renderer at hand.
    const { LazyMarkdown: ServerMarkdown } = await import('./lazy-markdown');
    const markup = await renderToMarkup(<section><button type="button">0</button><ServerMarkdown>{SOURCE}</ServerMarkdown></section>);

    // The browser: a fresh copy of the module whose renderer chunk is held back until released.
    vi.resetModules();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.doMock('./markdown', async () => {
      const actual = await vi.importActual<typeof MarkdownModule>('./markdown');
      await held;
      return actual;
    });
    const { LazyMarkdown } = await import('./lazy-markdown');
    let bump = () => undefined as void;
    function Page() {
      const [count, setCount] = useState(0);
      bump = () => setCount((value) => value + 1);
      return <section><button type="button">{count}</button><LazyMarkdown>{SOURCE}</LazyMarkdown></section>;
    }

    const { container, recoverable, unmount } = await hydrateMarkup(markup, <Page />);
    const served = container.querySelector('strong');
    expect(served?.textContent).toBe('bold');
    // An urgent update of the page (the reader's session arriving, a control enabled) before the chunk.
    await act(async () => bump());
    expect(container.querySelector('button')?.textContent).toBe('1');
    await act(async () => {
      release();
      await held;
    });
    await vi.waitFor(() => expect(container.querySelector('strong')).toBe(served));
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(recoverable).toEqual([]);
    await unmount();
    vi.doUnmock('./markdown');
  });
});
