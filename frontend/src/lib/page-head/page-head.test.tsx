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
