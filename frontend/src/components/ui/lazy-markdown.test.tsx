import { render, screen } from '@testing-library/react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { LazyMarkdown } from './lazy-markdown';

const SOURCE = 'A **bold** claim and [a link](https://example.org).\n\n[bad](javascript:alert(1))';

describe('LazyMarkdown', () => {
  it('shows the plain text while the renderer loads, then the rendered markdown with its link rules', async () => {
    render(<LazyMarkdown>{SOURCE}</LazyMarkdown>);
    expect(screen.getByText(/A bold claim and a link/).tagName).toBe('P');
    expect((await screen.findByRole('link', { name: 'a link' })).getAttribute('href')).toBe('https://example.org');
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
  });

  it('is rendered in full by the server renderer, which waits for the chunk', async () => {
    const { prelude } = await prerender(<LazyMarkdown>{SOURCE}</LazyMarkdown>);
    const html = await new Response(prelude).text();
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('href="https://example.org"');
  });
});
