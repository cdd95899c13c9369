import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, safeUrlTransform } from './markdown';

describe('Markdown', () => {
  it.each(['https://example.org', 'http://example.org', 'mailto:a@b.de', 'irc://irc.example.org', 'ircs://x', 'xmpp:me@x', '/books/dune', '#top'])(
    'keeps the allowed target %s',
    (url) => expect(safeUrlTransform(url)).toBe(url),
  );

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'file:///etc/passwd'])(
    'blanks the unsafe target %s',
    (url) => expect(safeUrlTransform(url)).toBe(''),
  );

  it('renders safe links and images but strips the target of unsafe ones', () => {
    render(<Markdown>{'[good](https://example.org) [bad](javascript:alert(1)) ![pic](data:image/png;base64,AAAA)'}</Markdown>);
    expect(screen.getByRole('link', { name: 'good' }).getAttribute('href')).toBe('https://example.org');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByText('bad').tagName).toBe('SPAN');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('does not render raw HTML', () => {
    const { container } = render(<Markdown>{'<script>alert(1)</script><b>bold</b> text'}</Markdown>);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });
});
