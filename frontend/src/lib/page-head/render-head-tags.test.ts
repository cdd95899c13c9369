import { describe, expect, it } from 'vitest';
import { cutDescription, DEFAULT_SHARE_IMAGE, renderHeadTags, serializeJsonLd } from './render-head-tags';

const ORIGIN = 'https://starshelf.example';
const ctx = { origin: ORIGIN, path: '/books/dune-1', language: 'de' as const, fullTitle: 'Dune – Frank Herbert | Starshelf' };

/** The rendered tags as a document's head, to read them back the way a crawler would. */
function parseHead(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}

const attr = (doc: Document, selector: string, name = 'content') => doc.head.querySelector(selector)?.getAttribute(name);

describe('renderHeadTags', () => {
  it('writes the title, the description and the share previews', () => {
    const doc = parseHead(renderHeadTags({ title: 'Dune – Frank Herbert', description: 'Arrakis, a desert planet.', image: '/media/dune.jpg', type: 'book' }, ctx));
    expect(doc.title).toBe('Dune – Frank Herbert | Starshelf');
    expect(attr(doc, 'meta[name="description"]')).toBe('Arrakis, a desert planet.');
    expect(attr(doc, 'meta[property="og:type"]')).toBe('book');
    expect(attr(doc, 'meta[property="og:title"]')).toBe('Dune – Frank Herbert | Starshelf');
    expect(attr(doc, 'meta[property="og:description"]')).toBe('Arrakis, a desert planet.');
    expect(attr(doc, 'meta[property="og:image"]')).toBe(`${ORIGIN}/media/dune.jpg`);
    expect(attr(doc, 'meta[property="og:url"]')).toBe(`${ORIGIN}/books/dune-1?lang=de`);
    expect(attr(doc, 'meta[property="og:locale"]')).toBe('de_DE');
    expect(attr(doc, 'meta[name="twitter:card"]')).toBe('summary');
    expect(attr(doc, 'meta[name="twitter:title"]')).toBe('Dune – Frank Herbert | Starshelf');
    expect(attr(doc, 'meta[name="twitter:description"]')).toBe('Arrakis, a desert planet.');
    expect(attr(doc, 'meta[name="twitter:image"]')).toBe(`${ORIGIN}/media/dune.jpg`);
    expect(doc.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('falls back to the site\'s share image, a website and a large card', () => {
    const doc = parseHead(renderHeadTags({}, { ...ctx, fullTitle: 'Starshelf' }));
    expect(attr(doc, 'meta[property="og:image"]')).toBe(`${ORIGIN}${DEFAULT_SHARE_IMAGE}`);
    expect(attr(doc, 'meta[property="og:type"]')).toBe('website');
    expect(attr(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(doc.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('refuses an image URL of another scheme', () => {
    const doc = parseHead(renderHeadTags({ image: 'javascript:alert(1)' }, ctx));
    expect(attr(doc, 'meta[property="og:image"]')).toBe(`${ORIGIN}${DEFAULT_SHARE_IMAGE}`);
  });

  it('names the page\'s own language address as canonical and all three plus x-default as alternates', () => {
    const doc = parseHead(renderHeadTags({}, { ...ctx, path: '/books/dune-1?lang=de&tab=reviews' }));
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/books/dune-1?lang=de`);
    const alternates = Array.from(doc.head.querySelectorAll('link[rel="alternate"]')).map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    expect(alternates).toEqual([
      ['en', `${ORIGIN}/books/dune-1?lang=en`],
      ['de', `${ORIGIN}/books/dune-1?lang=de`],
      ['it', `${ORIGIN}/books/dune-1?lang=it`],
      ['x-default', `${ORIGIN}/books/dune-1`],
    ]);
  });

  it('keeps the parameters that decide what a page shows, and drops filters and sorting', () => {
    const genre = parseHead(renderHeadTags({}, { ...ctx, language: 'it', path: '/genres?genre=space%20opera&sort=rating' }));
    expect(attr(genre, 'link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/genres?genre=space+opera&lang=it`);
    expect(attr(genre, 'link[hreflang="x-default"]', 'href')).toBe(`${ORIGIN}/genres?genre=space+opera`);
    const books = parseHead(renderHeadTags({}, { ...ctx, language: 'en', path: '/books?mood=dark&sort=rating&lang=en' }));
    expect(attr(books, 'link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/books?lang=en`);
  });

  it('stays on the site\'s origin whatever the requested path says', () => {
    const doc = parseHead(renderHeadTags({}, { ...ctx, path: '//evil.example/books' }));
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/books?lang=de`);
  });

  it('escapes every value, so a title or description cannot open a tag of its own', () => {
    const hostile = '"><script>alert(1)</script>';
    const html = renderHeadTags({ description: hostile, image: `/x${hostile}` }, { ...ctx, fullTitle: `</title>${hostile}` });
    expect(html).not.toContain('<script>alert');
    const doc = parseHead(html);
    expect(doc.head.querySelectorAll('script')).toHaveLength(0);
    expect(doc.title).toBe(`</title>${hostile}`);
    expect(attr(doc, 'meta[name="description"]')).toBe(hostile);
  });

  it('tells search engines not to index the "not found" page', () => {
    const doc = parseHead(renderHeadTags({ title: 'Book not found', notFound: true }, ctx));
    expect(attr(doc, 'meta[name="robots"]')).toBe('noindex');
  });

  it('gives the "not found" page no canonical address, language alternates or share URL', () => {
    const doc = parseHead(renderHeadTags({ title: 'Book not found', notFound: true }, { ...ctx, path: `/books/${'x'.repeat(300)}` }));
    expect(doc.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    expect(doc.head.querySelector('meta[property="og:url"]')).toBeNull();
    expect(doc.head.innerHTML).not.toContain('x'.repeat(300));
    expect(doc.title).toBe(ctx.fullTitle);
  });

  it('writes one JSON-LD script per object, with its site-relative links made absolute', () => {
    const doc = parseHead(renderHeadTags({ jsonLd: [{ '@type': 'Book', name: 'Dune', url: '/books/dune-1', author: [{ '@type': 'Person', url: '/authors/frank-herbert' }] }, { '@type': 'Person' }] }, ctx));
    const scripts = Array.from(doc.head.querySelectorAll('script[type="application/ld+json"]'));
    expect(scripts).toHaveLength(2);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual({
      '@type': 'Book', name: 'Dune', url: `${ORIGIN}/books/dune-1`, author: [{ '@type': 'Person', url: `${ORIGIN}/authors/frank-herbert` }],
    });
  });

  it('keeps a title with </script> inside its JSON-LD script', () => {
    const name = 'Dune</script><script>alert(1)</script><!--';
    const html = renderHeadTags({ jsonLd: [{ '@type': 'Book', name }] }, ctx);
    const doc = parseHead(html);
    const scripts = doc.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect((JSON.parse(scripts[0]?.textContent ?? '') as { name: string }).name).toBe(name);
    expect(serializeJsonLd({ name: '<&>' })).toBe('{"name":"\\u003c\\u0026\\u003e"}');
  });
});

describe('cutDescription', () => {
  it('leaves a short text as it is, whitespace collapsed', () => {
    expect(cutDescription('  A desert\n planet.  ')).toBe('A desert planet.');
  });

  it('cuts a long text at a word to at most 160 characters, with an ellipsis', () => {
    const long = 'word '.repeat(60);
    const cut = cutDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
