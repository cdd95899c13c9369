import { act, type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { changeUiLanguage } from '@/lib/i18n';
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

/** A part with words of the UI: the newsletter form's button, say. */
function Subscribe() {
  const { t } = useTranslation();
  return <button type="submit">{t('newsletter.submit')}</button>;
}

/** A part with state of its own: the chat's conversation, say. */
function Counter() {
  const { t } = useTranslation();
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount((previous) => previous + 1)}>{t('newsletter.submit')} {count}</button>;
}

describe('lazyPart', () => {
  afterEach(async () => {
    await changeUiLanguage('en');
  });

  it('follows a switch of the language made before its code arrived, instead of keeping the old words', async () => {
    const markup = await renderToMarkup(<main>{(() => { const Part = lazyPart(async () => Subscribe, <p>fallback</p>); return <Part />; })()}</main>);
    expect(markup).toContain('Subscribe');

    let release: () => void = () => undefined;
    const codeArrived = new Promise<void>((resolve) => { release = resolve; });
    const SlowPart = lazyPart(async () => { await codeArrived; return Subscribe; }, <p>fallback</p>);
    const { container, recoverable, unmount } = await hydrateMarkup(markup, <main><SlowPart /></main>);

    await act(async () => changeUiLanguage('de'));
    expect(container.textContent).not.toContain('Subscribe');

    await act(async () => release());
    expect(container.textContent).toContain('Abonnieren');
    expect(recoverable).toEqual([]);
    await unmount();
  });

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

  it('keeps its state across a language switch once its code is there', async () => {
    const CounterPart = lazyPart(async () => Counter, <p>fallback</p>);
    const markup = await renderToMarkup(<main><CounterPart /></main>);
    const { container, recoverable, unmount } = await hydrateMarkup(markup, <main><CounterPart /></main>);
    await act(async () => container.querySelector('button')?.click());
    expect(container.textContent).toBe('Subscribe 1');

    await act(async () => changeUiLanguage('de'));
    expect(container.textContent).toBe('Abonnieren 1');
    expect(recoverable).toEqual([]);
    await unmount();
  });
});
