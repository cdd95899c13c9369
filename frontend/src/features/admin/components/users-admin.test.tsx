import { adminUserIdsSchema, adminUserSchema, currentUserSchema, pagedSchema, usersModeratedSchema, type AdminUser } from '@starshelf/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMember, fakeAnswer } from '@/testing/answers';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import '../register-translations';
import { UsersAdmin } from './users-admin';

const ADMIN = aMember({ id: '00000000-0000-4000-8000-0000000000aa', role: 'SUPER_USER', displayName: 'Root' });
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const member = (n: number, overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: idOf(n), email: `spam-${n}@spam.test`, firstName: 'spam', lastName: String(n), displayName: `spam ${n}`, role: 'NORMAL_USER',
  verified: true, disabled: false, status: 'active', reviewCount: 1, lastLoginAt: null, createdAt: '2026-12-05T10:00:00.000Z', ...overrides,
});

const WAVE = Array.from({ length: 45 }, (_unused, index) => idOf(index + 1));

function stubUsers(moderated = { done: WAVE.slice(1), skipped: [{ id: idOf(1), reason: 'administrator' as const }] }) {
  return stubApi([
    { match: /\/api\/auth\/user$/, answer: fakeAnswer(currentUserSchema, ADMIN) },
    { match: /\/api\/admin\/users\/ids/, answer: fakeAnswer(adminUserIdsSchema, { ids: WAVE, total: WAVE.length, truncated: false }) },
    { match: /\/api\/admin\/users\/moderate$/, method: 'POST', answer: fakeAnswer(usersModeratedSchema, moderated) },
    {
      match: /\/api\/admin\/users\?/,
      answer: fakeAnswer(pagedSchema(adminUserSchema), {
        items: [member(1, { status: 'suspended', disabled: true }), member(2, { status: 'unverified', verified: false, reviewCount: 0 })],
        total: WAVE.length, page: 1, limit: 20, hasMore: true,
      }),
    },
  ]);
}

afterEach(() => vi.unstubAllGlobals());

describe('the users screen', () => {
  it('lists members with their status and review count, and sends every filter to the API', async () => {
    const fetchMock = stubUsers();
    renderWithProviders(<UsersAdmin />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Suspended')).toBeTruthy();
    expect(within(table).getByText('Not verified')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search by name or email'), { target: { value: 'cheap pills' } });
    fireEvent.click(screen.getByLabelText('Also search review texts'));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'active' } });
    fireEvent.change(screen.getByLabelText('Joined on or after'), { target: { value: '2026-12-05' } });
    fireEvent.change(screen.getByLabelText('Joined before'), { target: { value: '2026-12-06' } });
    await waitFor(() => {
      const last = new URL(callsTo(fetchMock, /\/api\/admin\/users\?/).at(-1)?.url ?? '', 'http://x');
      expect(Object.fromEntries(last.searchParams)).toEqual({
        q: 'cheap pills', reviewText: 'true', status: 'active', createdAfter: '2026-12-05', createdBefore: '2026-12-06', page: '1', limit: '20',
      });
    });
  });

  it('selects every match across pages and suspends them with a reason, then shows what was done and skipped', async () => {
    const fetchMock = stubUsers();
    renderWithProviders(<UsersAdmin />);
    fireEvent.click(await screen.findByRole('button', { name: 'Select all 45 matching members' }));
    expect(await screen.findByText('45 members selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend 45 members?' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Spam wave' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend 45 members' }));

    expect(await within(dialog).findByText('Done: 44. Skipped: 1.')).toBeTruthy();
    expect(within(dialog).getByText(`${idOf(1)}: an administrator`)).toBeTruthy();
    expect(callsTo(fetchMock, /\/api\/admin\/users\/moderate$/, 'POST').map((call) => call.body)).toEqual([{ userIds: WAVE, action: 'suspend', reason: 'Spam wave' }]);
  });

  it('acts on the members ticked by hand, and a changed filter clears the selection', async () => {
    const fetchMock = stubUsers({ done: [idOf(2)], skipped: [] });
    renderWithProviders(<UsersAdmin />);
    fireEvent.click(await screen.findByLabelText('Select spam 2'));
    expect(await screen.findByText('1 member selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Erase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase 1 account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase 1 account' }));
    expect(await within(dialog).findByText('Done: 1. Skipped: 0.')).toBeTruthy();
    expect(callsTo(fetchMock, /\/api\/admin\/users\/moderate$/, 'POST').map((call) => call.body)).toEqual([{ userIds: [idOf(2)], action: 'erase' }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByLabelText('Select every member on this page'));
    expect(await screen.findByText('2 members selected')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'suspended' } });
    expect(await screen.findByText('45 members')).toBeTruthy();
  });
});
