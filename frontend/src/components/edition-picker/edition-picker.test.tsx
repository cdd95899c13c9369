import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editionRecordSchema, type EditionRecord } from '@starshelf/contract';
import { anEdition, fakeListAnswer } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { EditionPicker } from './edition-picker';
import { preselectEdition } from './preselect-edition';

const base = { publicationYear: 1965, pages: 412, bindingType: 'hardcover', languageCode: 'en', languageName: 'English' } as const;
const first = anEdition({ ...base, id: 1, title: 'First', isPrimaryEdition: false });
const primary = anEdition({ ...base, id: 2, title: 'Primary', isPrimaryEdition: true });
const third = anEdition({
  ...base, id: 3, title: 'Third', isPrimaryEdition: false,
  formats: [{ id: 'f1', bindingType: 'ebook', price: 9.99, currency: null }, { id: 'f2', bindingType: 'hardcover', price: 30, currency: 'USD' }],
  languages: [{ id: 'l1', languageName: 'Deutsch', isOriginalLanguage: false, translator: 'Jakob Schmidt' }],
});
const editions = (list: EditionRecord[]) => fakeListAnswer(editionRecordSchema, list);

describe('preselectEdition', () => {
  it('prefers the given id, then the primary edition, then the first', () => {
    expect(preselectEdition([first, primary, third], 3)?.id).toBe(3);
    expect(preselectEdition([first, primary, third], 99)?.id).toBe(2);
    expect(preselectEdition([first, primary, third])?.id).toBe(2);
    expect(preselectEdition([first, third])?.id).toBe(1);
    expect(preselectEdition([])).toBeUndefined();
  });
});

describe('EditionPicker', () => {
  it('renders nothing for a book with one edition', async () => {
    const fetchMock = stubApi([{ match: /\/editions/, answer: editions([primary]) }]);
    const { container } = renderWithProviders(<EditionPicker bookId={7} />);
    await screen.findByText('Loading editions...');
    await vi_waitForCalls(fetchMock);
    expect(container.textContent).toBe('');
  });

  it('shows the generic error text when the editions cannot be loaded', async () => {
    stubApi([{ match: /\/editions/, status: 500 }]);
    renderWithProviders(<EditionPicker bookId={7} />);
    expect(await screen.findByText('The editions could not be loaded.')).toBeTruthy();
  });

  it('preselects the primary edition in the compact variant', async () => {
    stubApi([{ match: /\/editions/, answer: editions([first, primary, third]) }]);
    renderWithProviders(<EditionPicker bookId={7} />);
    const select = (await screen.findByLabelText('Edition')) as HTMLSelectElement;
    expect(select.value).toBe('2');
  });

  it('lists formats with prices (EUR by default) and languages with their translator in the full variant', async () => {
    stubApi([{ match: /\/editions/, answer: editions([first, primary, third]) }]);
    renderWithProviders(<EditionPicker bookId={7} selectedId={3} variant="full" />);
    expect(await screen.findByText(/E-book · €9\.99/)).toBeTruthy();
    expect(screen.getByText(/Hardcover · \$30\.00/)).toBeTruthy();
    expect(screen.getByText(/Deutsch · translated by Jakob Schmidt/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Third/ }) as HTMLInputElement).checked).toBe(true);
  });
});

async function vi_waitForCalls(fetchMock: { mock: { calls: unknown[] } }) {
  const { waitFor } = await import('@testing-library/react');
  await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(0));
  await waitFor(() => expect(screen.queryByText('Loading editions...')).toBeNull());
}
