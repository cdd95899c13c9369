import { act, type ComponentType, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToMarkup } from '@/prerender/markup';
import { hydrateMarkup } from '@/testing/hydrate';
import { lazyPart } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Page({ Part }: { Part: ComponentType<{ name: string }> }) {
  const [count, setCount] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setCount((previous) => previous + 1)}>renders: {count}</button>
      <Part name="Ada" />
    </main>
  );
}

describe('lazyPart', () => {
  it('keeps its prerendered markup when the page re-renders before the part’s code arrives', async () => {
    const markup = await renderToMarkup(<Page Part={lazyPart(async () => Greeting, <p>fallback</p>)} />);
    expect(markup).toContain('Hello <!-- -->Ada');

    let release: () => void = () => undefined;
    const codeArrived = new Promise<void>((resolve) => { release = resolve; });
    const SlowPart = lazyPart(async () => { await codeArrived; return Greeting; }, <p>fallback</p>);
    const { container, recoverable, unmount } = await hydrateMarkup(markup, <Page Part={SlowPart} />);

    await act(async () => container.querySelector('button')?.click());
    expect(container.textContent).toContain('renders: 1');
    expect(container.textContent).toContain('Hello Ada');
    expect(container.textContent).not.toContain('fallback');

    await act(async () => release());
    expect(container.textContent).toContain('Hello Ada');
    expect(recoverable).toEqual([]);
    await unmount();
  });
});
