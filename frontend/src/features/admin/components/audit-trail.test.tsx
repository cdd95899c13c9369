import { adminUserSchema, auditEntrySchema, pagedSchema, type AuditEntry } from '@starshelf/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAnswer } from '@/testing/answers';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import '../register-translations';
import { AuditTrail } from './audit-trail';

const ROOT = { id: '00000000-0000-4000-8000-0000000000aa', displayName: 'Root' };

const ENTRIES: AuditEntry[] = [
  { id: 3, at: '2026-12-05T10:00:00.000Z', actor: ROOT, action: 'erased', target: { user: { id: '00000000-0000-4000-8000-000000000001', displayName: null }, review: null }, reason: 'Spam wave', detail: null },
  { id: 2, at: '2026-12-04T10:00:00.000Z', actor: ROOT, action: 'review_hidden', target: { user: { id: '00000000-0000-4000-8000-000000000002', displayName: 'Spammer' }, review: { kind: 'book', itemId: 7 } }, reason: 'Advertising', detail: null },
  { id: 1, at: '2026-12-03T10:00:00.000Z', actor: ROOT, action: 'role_changed', target: { user: { id: '00000000-0000-4000-8000-000000000003', displayName: 'Ada' }, review: null }, reason: null, detail: { from: 'NORMAL_USER', to: 'POWER_USER' } },
];

const admins = fakeAnswer(pagedSchema(adminUserSchema), {
  items: [{ id: ROOT.id, email: 'root@example.org', firstName: 'Root', lastName: null, displayName: 'Root', role: 'SUPER_USER', verified: true, disabled: false, status: 'active', reviewCount: 0, lastLoginAt: null, createdAt: '2026-01-01T00:00:00.000Z' }],
  total: 1, page: 1, limit: 100, hasMore: false,
});

afterEach(() => vi.unstubAllGlobals());

describe('the audit trail', () => {
  it('lists who did what to whom, why and when, with erased accounts named as such', async () => {
    stubApi([
      { match: /\/api\/admin\/users\?/, answer: admins },
      { match: /\/api\/admin\/audit\?/, answer: fakeAnswer(pagedSchema(auditEntrySchema), { items: ENTRIES, total: 3, page: 1, limit: 25, hasMore: false }) },
    ]);
    renderWithProviders(<AuditTrail />);
    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent))).toEqual([
      ['Root', 'Erased', 'an erased account', 'Spam wave'],
      ['Root', 'Review hidden', 'Spammerreview of book #7', 'Advertising'],
      ['Root', 'Role changedMember → Power user', 'Ada', '–'],
    ]);
  });

  it('filters by administrator and action, and says when nothing matches', async () => {
    const fetchMock = stubApi([
      { match: /\/api\/admin\/users\?/, answer: admins },
      { match: /\/api\/admin\/audit\?/, answer: fakeAnswer(pagedSchema(auditEntrySchema), { items: [], total: 0, page: 1, limit: 25, hasMore: false }) },
    ]);
    renderWithProviders(<AuditTrail />);
    expect(await screen.findByText('No actions recorded')).toBeTruthy();
    await screen.findByRole('option', { name: 'Root' });
    fireEvent.change(screen.getByLabelText('Who'), { target: { value: ROOT.id } });
    fireEvent.change(screen.getByLabelText('What'), { target: { value: 'suspended' } });
    await waitFor(() => {
      const last = new URL(callsTo(fetchMock, /\/api\/admin\/audit\?/).at(-1)?.url ?? '', 'http://x');
      expect(Object.fromEntries(last.searchParams)).toEqual({ actor: ROOT.id, action: 'suspended', page: '1', limit: '25' });
    });
  });
});
