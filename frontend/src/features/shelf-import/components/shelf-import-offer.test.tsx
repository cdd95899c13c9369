import { currentUserSchema, pagedSchema, readingListItemSchema, type ReadingListItem } from '@starshelf/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBook, aMember, fakeAnswer } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { ShelfImportOffer } from './shelf-import-offer';

const member = aMember();
const readingList = (items: ReadingListItem[]) => fakeAnswer(pagedSchema(readingListItemSchema), { items, total: items.length, page: 1, limit: 100, hasMore: false });
const oneBook: ReadingListItem = { bookId: 1, status: 'to_read', addedAt: '2026-11-01T10:00:00Z', updatedAt: '2026-11-01T10:00:00Z', book: aBook() };

function stubMember(items: ReadingListItem[]) {
  return stubApi([
    { match: /\/api\/auth\/user/, answer: fakeAnswer(currentUserSchema, member) },
    { match: /\/api\/reading-list/, answer: readingList(items) },
  ]);
}

afterEach(() => vi.unstubAllGlobals());

describe('ShelfImportOffer', () => {
  it('offers the import to a member whose reading list is empty, linking to the settings block', async () => {
    stubMember([]);
    renderWithProviders(<ShelfImportOffer />);
    const offer = await screen.findByRole('region', { name: 'Bring your shelf from Goodreads or StoryGraph' });
    expect(offer.querySelector('a')?.getAttribute('href')).toBe('/settings#shelf-import');
  });

  it('stays away once the member has a book on the list', async () => {
    const fetchMock = stubMember([oneBook]);
    renderWithProviders(<ShelfImportOffer />);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/reading-list'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('remembers "not now" for this member, so a later visit does not ask again', async () => {
    stubMember([]);
    const first = renderWithProviders(<ShelfImportOffer />);
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region')).toBeNull();
    first.unmount();

    renderWithProviders(<ShelfImportOffer />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region')).toBeNull();
    expect(localStorage.getItem(`starshelf.shelfImportOffer.dismissed.${member.id}`)).toBe('1');
  });

  it('counts taking the offer as its answer too', async () => {
    stubMember([]);
    const { router } = renderWithProviders(<ShelfImportOffer />, { path: '/profile' });
    fireEvent.click(await screen.findByRole('link', { name: 'Import my shelf' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.hash).toBe('#shelf-import');
    expect(localStorage.getItem(`starshelf.shelfImportOffer.dismissed.${member.id}`)).toBe('1');
  });

  it('asks another member of the same browser all the same', async () => {
    localStorage.setItem('starshelf.shelfImportOffer.dismissed.someone-else', '1');
    stubMember([]);
    renderWithProviders(<ShelfImportOffer />);
    expect(await screen.findByRole('region', { name: 'Bring your shelf from Goodreads or StoryGraph' })).toBeTruthy();
  });
});
