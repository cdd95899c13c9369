import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { acceptedSchema, currentUserSchema, memberSessionSchema, type MemberSession } from '@starshelf/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMember, fakeAnswer, fakeListAnswer } from '@/testing/answers';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { SettingsPage } from './settings-page';

const STRONG = 'Orbit-Lantern-2026!';
const member = fakeAnswer(currentUserSchema, aMember({ email: 'ada@example.org' }));
const LINUX_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const sessions: MemberSession[] = [
  { id: '11111111-1111-4111-8111-111111111111', current: false, createdAt: '2026-11-01T08:00:00.000Z', lastSeenAt: '2026-11-20T09:30:00.000Z', userAgent: IPHONE },
  { id: '22222222-2222-4222-8222-222222222222', current: true, createdAt: '2026-11-25T10:00:00.000Z', lastSeenAt: '2026-11-26T10:00:00.000Z', userAgent: LINUX_CHROME },
];
const sessionList = fakeListAnswer(memberSessionSchema, sessions);

afterEach(() => vi.unstubAllGlobals());

function stubSettings(extra: Parameters<typeof stubApi>[0] = []) {
  return stubApi([
    ...extra,
    { match: /\/api\/auth\/user/, answer: member },
    { match: /\/api\/auth\/sessions$/, method: 'GET', answer: sessionList },
  ]);
}

async function section(name: string) {
  return within(await screen.findByRole('region', { name }));
}

describe('SettingsPage: password', () => {
  it('checks the fields before calling the server', async () => {
    const fetchMock = stubSettings();
    renderWithProviders(<SettingsPage />);
    const form = await section('Change password');
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Please enter your current password.')).toBeTruthy();
    expect(form.getByText('Password is too weak.')).toBeTruthy();
    expect(callsTo(fetchMock, /\/api\/auth\/password$/)).toEqual([]);
  });

  it('shows INVALID_CREDENTIALS on the current-password field', async () => {
    stubSettings([{ match: /\/api\/auth\/password$/, method: 'POST', status: 401, code: 'INVALID_CREDENTIALS' }]);
    renderWithProviders(<SettingsPage />);
    const form = await section('Change password');
    fireEvent.change(form.getByLabelText('Current password'), { target: { value: 'wrong-one' } });
    fireEvent.change(form.getByLabelText('New password'), { target: { value: STRONG } });
    fireEvent.change(form.getByLabelText('Confirm new password'), { target: { value: STRONG } });
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    const field = form.getByLabelText('Current password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(field.closest('label')?.textContent).toContain('This is not your current password.');
  });

  it('says that other sessions ended after a change, and empties the form', async () => {
    const fetchMock = stubSettings([{ match: /\/api\/auth\/password$/, method: 'POST', status: 204 }]);
    renderWithProviders(<SettingsPage />);
    const form = await section('Change password');
    fireEvent.change(form.getByLabelText('Current password'), { target: { value: 'Old-Password-2025!' } });
    fireEvent.change(form.getByLabelText('New password'), { target: { value: STRONG } });
    fireEvent.change(form.getByLabelText('Confirm new password'), { target: { value: STRONG } });
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText(/Every other browser signed in to your account has been signed out/)).toBeTruthy();
    expect(callsTo(fetchMock, /\/api\/auth\/password$/, 'POST')[0]?.body).toEqual({ currentPassword: 'Old-Password-2025!', password: STRONG, confirmPassword: STRONG });
    expect(form.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
  });
});

describe('SettingsPage: email', () => {
  it('refuses the current address and asks for the password without calling the server', async () => {
    const fetchMock = stubSettings();
    renderWithProviders(<SettingsPage />);
    const form = await section('Change email address');
    expect(await form.findByText('Your address now: ada@example.org')).toBeTruthy();
    fireEvent.change(form.getByLabelText('New email address'), { target: { value: 'ADA@example.org' } });
    fireEvent.change(form.getByLabelText('Current password'), { target: { value: 'x' } });
    fireEvent.click(form.getByRole('button', { name: 'Send confirmation link' }));
    expect(await form.findByText('This is already your address.')).toBeTruthy();
    expect(callsTo(fetchMock, /\/api\/auth\/email/)).toEqual([]);
  });

  it('tells the member to check the new inbox', async () => {
    const fetchMock = stubSettings([{ match: /\/api\/auth\/email$/, method: 'POST', status: 202, answer: fakeAnswer(acceptedSchema, { accepted: true }) }]);
    renderWithProviders(<SettingsPage />);
    const form = await section('Change email address');
    await form.findByText('Your address now: ada@example.org');
    fireEvent.change(form.getByLabelText('New email address'), { target: { value: 'new@example.org' } });
    fireEvent.change(form.getByLabelText('Current password'), { target: { value: 'Old-Password-2025!' } });
    fireEvent.click(form.getByRole('button', { name: 'Send confirmation link' }));
    expect(await form.findByText(/Check your new inbox: we sent a link to new@example.org/)).toBeTruthy();
    expect(callsTo(fetchMock, /\/api\/auth\/email$/, 'POST')[0]?.body).toEqual({ email: 'new@example.org', currentPassword: 'Old-Password-2025!' });
  });
});

describe('SettingsPage: sessions', () => {
  it('lists this browser first with its marker and readable device names', async () => {
    stubSettings();
    renderWithProviders(<SettingsPage />);
    const rows = await screen.findAllByTestId('session');
    expect(rows[0]?.textContent).toContain('Chrome on Linux');
    expect(rows[0]?.textContent).toContain('This browser');
    expect(rows[1]?.textContent).toContain('Safari on iOS');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
  });

  it('ends one other session, and all others', async () => {
    const fetchMock = stubSettings([
      { match: /\/api\/auth\/sessions\/[\w-]+$/, method: 'DELETE', status: 204 },
      { match: /\/api\/auth\/sessions$/, method: 'DELETE', status: 204 },
    ]);
    renderWithProviders(<SettingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText('The browser has been signed out.')).toBeTruthy();
    expect(callsTo(fetchMock, /\/api\/auth\/sessions\//, 'DELETE').map((call) => call.url)).toEqual([`/api/auth/sessions/${sessions[0]!.id}`]);

    fireEvent.click(screen.getByRole('button', { name: 'Sign out all other browsers' }));
    expect(await screen.findByText('Every other browser has been signed out.')).toBeTruthy();
    expect(callsTo(fetchMock, /\/api\/auth\/sessions$/, 'DELETE')).toHaveLength(1);
  });
});

describe('SettingsPage: export and erasure', () => {
  it('offers the export as a download of GET /api/profile/export', async () => {
    stubSettings();
    renderWithProviders(<SettingsPage />);
    const link = await screen.findByRole('link', { name: 'Download my data' });
    expect(link.getAttribute('href')).toBe('/api/profile/export');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('names what goes, wants the password, and signs out to the start page after erasure', async () => {
    const fetchMock = stubSettings([{ match: /\/api\/profile$/, method: 'DELETE', status: 204 }]);
    const { router } = renderWithProviders(<SettingsPage />, { path: '/settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    for (const item of ['your ratings', 'your reviews', 'your reading list', 'your newsletter subscription', 'every signed-in browser']) {
      expect(dialog.getByText(item)).toBeTruthy();
    }
    fireEvent.click(dialog.getByRole('button', { name: 'Delete account for good' }));
    expect(await dialog.findByText('Please enter your current password.')).toBeTruthy();
    expect(callsTo(fetchMock, /\/api\/profile$/, 'DELETE')).toEqual([]);

    fireEvent.change(dialog.getByLabelText(/Current password/), { target: { value: 'Old-Password-2025!' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete account for good' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetchMock, /\/api\/profile$/, 'DELETE')[0]?.body).toEqual({ currentPassword: 'Old-Password-2025!' });
    expect(await screen.findByText('Your account has been deleted.')).toBeTruthy();
  });

  it('tells the last administrator why the account stays', async () => {
    stubSettings([{ match: /\/api\/profile$/, method: 'DELETE', status: 409, code: 'CONFLICT' }]);
    renderWithProviders(<SettingsPage />, { path: '/settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText(/Current password/), { target: { value: 'Admin-Password-2025!' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete account for good' }));
    expect(await dialog.findByText(/You are the only administrator/)).toBeTruthy();
  });

  it('keeps the account and marks the field when the password is wrong', async () => {
    stubSettings([{ match: /\/api\/profile$/, method: 'DELETE', status: 401, code: 'INVALID_CREDENTIALS' }]);
    const { router } = renderWithProviders(<SettingsPage />, { path: '/settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText(/Current password/), { target: { value: 'wrong' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete account for good' }));
    expect(await dialog.findByText('This is not your current password.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
  });
});
