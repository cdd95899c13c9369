import { render, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHeader } from '@/components/ui/page-header';
import { changeUiLanguage } from '@/lib/i18n';
import { usePageTitle } from './use-page-title';

function Named({ page }: { page: string | undefined }) {
  usePageTitle(page);
  return null;
}

function SearchTitle({ query }: { query: string }) {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.search', { query }));
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

  it('follows the page when another one replaces it', () => {
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
