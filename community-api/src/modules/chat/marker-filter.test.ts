import { describe, expect, it } from 'vitest';
import { markerFilter } from './marker-filter.js';

function run(chunks: string[]): string[] {
  const out: string[] = [];
  const filter = markerFilter((text) => out.push(text));
  for (const chunk of chunks) filter.push(chunk);
  filter.flush();
  return out;
}

describe('markerFilter', () => {
  it('removes citation markers split across chunks', () => {
    expect(run(['Try Dune [', '[5', '7]', '] and Solaris [[12]].']).join('')).toBe('Try Dune and Solaris.');
  });

  it('passes plain text through as it arrives and keeps brackets that are no marker', () => {
    const out = run(['Hello ', 'world', ' [see] ', 'this']);
    expect(out[0]).toBe('Hello');
    expect(out.join('')).toBe('Hello world [see] this');
  });
});
