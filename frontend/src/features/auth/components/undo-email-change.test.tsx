import { fireEvent, screen, waitFor } from '@testing-library/react';
import { emailRestoredSchema } from '@starshelf/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAnswer } from '@/testing/answers';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { changeUiLanguage } from '@/lib/i18n';
import { UndoEmailChange } from './undo-email-change';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeUiLanguage('en');
});

const undo = () => fireEvent.click(screen.getByRole('button', { name: 'Undo the change' }));

describe('UndoEmailChange', () => {
  it('waits for the click, then undoes and sends the member to choose a new password', async () => {
    const fetchMock = stubApi([
      { match: /\/api\/auth\/email\/undo/, method: 'POST', answer: fakeAnswer(emailRestoredSchema, { email: 'ada@example.org' }) },
      { match: /\/api\/auth\/user/, status: 401 },
    ]);
    renderWithProviders(<UndoEmailChange token="undo-token" />);
    expect(screen.getByText(/every browser is signed out, and the password used for the change stops working/)).toBeTruthy();
    expect(callsTo(fetchMock, /email\/undo/)).toEqual([]);

    undo();
    expect(await screen.findByText('Your account is back on ada@example.org. Every browser has been signed out.')).toBeTruthy();
    expect(callsTo(fetchMock, /email\/undo/, 'POST')).toEqual([{ url: '/api/auth/email/undo', body: { token: 'undo-token' } }]);
    expect(screen.getByRole('link', { name: 'Choose a new password' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('shows that it is working while the answer is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))));
    renderWithProviders(<UndoEmailChange token="undo-token" />);
    undo();
    expect(await screen.findByText('Undoing the change...')).toBeTruthy();
    answer(new Response(JSON.stringify({ success: true, data: { email: 'ada@example.org' } }), { status: 200 }));
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it.each([
    ['TOKEN_EXPIRED', 400, 'This link has expired. An undo link works once, for 7 days.'],
    ['TOKEN_INVALID', 400, 'This link is invalid. An undo link works once, for 7 days.'],
    ['CONFLICT', 409, 'This address belongs to another account by now, so the change cannot be undone.'],
  ] as const)('says what went wrong for %s', async (code, status, text) => {
    stubApi([{ match: /\/api\/auth\/email\/undo/, status, code }]);
    renderWithProviders(<UndoEmailChange token="undo-token" />);
    undo();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('calls nothing for a link without a token', async () => {
    const fetchMock = stubApi([]);
    renderWithProviders(<UndoEmailChange token={null} />);
    expect(screen.getByRole('alert').textContent).toMatch(/This link is incomplete/);
    await waitFor(() => expect(callsTo(fetchMock, /email\/undo/)).toEqual([]));
  });

  it.each([
    ['de', 'Änderung rückgängig machen', 'Dein Konto ist wieder unter ada@example.org. Alle Browser wurden abgemeldet.'],
    ['it', 'Annulla la modifica', 'Il tuo account è di nuovo su ada@example.org. Tutti i browser sono stati disconnessi.'],
  ] as const)('speaks %s', async (language, button, done) => {
    await changeUiLanguage(language);
    stubApi([{ match: /\/api\/auth\/email\/undo/, method: 'POST', answer: fakeAnswer(emailRestoredSchema, { email: 'ada@example.org' }) }]);
    renderWithProviders(<UndoEmailChange token="undo-token" />);
    fireEvent.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(done)).toBeTruthy();
  });
});
