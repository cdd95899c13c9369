import { render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHeader } from '@/components/ui/page-header';
import { changeUiLanguage } from '@/lib/i18n';
import { type PageHead, type PageHeadCollector, PageHeadContext, usePageHead } from './page-head';

function Named({ page }: { page: string | undefined }) {
  usePageHead({ title: page });
  return null;
}

function SearchTitle({ query }: { query: string }) {
  const { t } = useTranslation();
  usePageHead({ title: t('pageTitle.search', { query }) });
  return null;
}

function Stated({ head }: { head: PageHead }) {
  usePageHead(head);
  return null;
}

afterEach(async () => {
  await changeUiLanguage('en');
});

describe('the document title', () => {
  it('names the page followed by the site', () => {
    render(<Named page="Books" />);
    expect(document.title).toBe('Books | Starshelf');
  });

  it('is the site name alone while the page has nothing to name', () => {
    render(<Named page={undefined} />);
    expect(document.title).toBe('Starshelf');
  });

  it('follows the page when another one replaces it (client-side navigation)', () => {
    const { rerender } = render(<Named page="Books" />);
    rerender(<Named page="Authors" />);
    expect(document.title).toBe('Authors | Starshelf');
  });

  it('comes from the page heading, unless the page names the document differently', () => {
    const { rerender } = render(<PageHeader title="Genres" />);
    expect(document.title).toBe('Genres | Starshelf');
    rerender(<PageHeader title="Results for “dune”" documentTitle="Search: dune" />);
    expect(document.title).toBe('Search: dune | Starshelf');
  });

  it('speaks German when the reader switched to it', async () => {
    await changeUiLanguage('de');
    render(<SearchTitle query="dune" />);
    await waitFor(() => expect(document.title).toBe('Suche: dune | Starshelf'));
  });
});

describe('the server renderer\'s collector', () => {
  it('receives the page\'s head and full title during a render without effects', () => {
    const collector: PageHeadCollector = { head: {} };
    const head: PageHead = { title: 'Dune – Frank Herbert', description: 'A desert planet.', type: 'book', jsonLd: [{ '@type': 'Book' }] };
    renderToString(<PageHeadContext.Provider value={collector}><Stated head={head} /></PageHeadContext.Provider>);
    expect(collector.head).toEqual(head);
    expect(collector.fullTitle).toBe('Dune – Frank Herbert | Starshelf');
  });

  it('keeps the innermost statement: the page\'s own head wins over its shell\'s', () => {
    const collector: PageHeadCollector = { head: {} };
    renderToString(
      <PageHeadContext.Provider value={collector}>
        <Stated head={{ title: 'Awards' }} />
        <PageHeader title="Hugo Award" head={{ description: 'Science fiction\'s award.' }} />
      </PageHeadContext.Provider>,
    );
    expect(collector.head).toEqual({ title: 'Hugo Award', description: 'Science fiction\'s award.' });
  });
});

describe('the head in the browser', () => {
  afterEach(() => {
    window.history.pushState({}, '', '/');
  });

  it('follows the page: description, canonical and JSON-LD are written again, the shell\'s description gives way', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="The shell\'s description">');
    window.history.pushState({}, '', '/books/dune-1?lang=en');
    const { rerender } = render(<Stated head={{ title: 'Dune', description: 'A desert planet.', jsonLd: [{ '@type': 'Book', name: 'Dune' }] }} />);
    const descriptions = () => Array.from(document.head.querySelectorAll('meta[name="description"]')).map((tag) => tag.getAttribute('content'));
    expect(descriptions()).toEqual(['A desert planet.']);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/books/dune-1?lang=en`);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);

    window.history.pushState({}, '', '/authors/frank-herbert');
    rerender(<Stated head={{ title: 'Frank Herbert', description: 'An author.', type: 'profile' }} />);
    expect(descriptions()).toEqual(['An author.']);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/authors/frank-herbert?lang=en`);
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('profile');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it('leaves the tags the server wrote in place when they already describe the page (a server-rendered page starting)', () => {
    window.history.pushState({}, '', '/books/dune-1');
    const head: PageHead = { title: 'Dune', description: 'A desert planet.', jsonLd: [{ '@type': 'Book', name: 'Dune' }] };
    const first = render(<Stated head={head} />);
    const served = Array.from(document.head.querySelectorAll('[data-page-head]'));
    first.unmount();
    render(<Stated head={head} />);
    const after = Array.from(document.head.querySelectorAll('[data-page-head]'));
    expect(after).toHaveLength(served.length);
    // The very same elements: nothing was removed and written again.
    expect(after.every((tag, index) => tag === served[index])).toBe(true);
  });
});
