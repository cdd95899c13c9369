import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToMarkup } from './markup';

let loads = 0;
const Synopsis = lazy(async () => {
  loads += 1;
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { default: ({ text }: { text: string }) => <p>{text}</p> };
});

function Page({ text }: { text: string }) {
  return (
    <main>
      <h1>Dune</h1>
      <Suspense fallback={<span>loading</span>}>
        <Synopsis text={text} />
      </Suspense>
    </main>
  );
}

describe('renderToMarkup', () => {
  it('waits for a lazy part that is still loading, then renders the same page without waiting', async () => {
    const first = await renderToMarkup(<Page text="Arrakis" />);
    expect(first).toContain('<p>Arrakis</p>');
    expect(first).not.toContain('loading');
    expect(first).not.toMatch(/<!--\$[!?]-->/);

    const second = await renderToMarkup(<Page text="Arrakis" />);
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });

  it('escapes text as React does', async () => {
    expect(await renderToMarkup(<p>{'<script>alert(1)</script> & "x"'}</p>)).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</p>');
  });
});
