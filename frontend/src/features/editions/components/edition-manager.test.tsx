import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { editionRecordSchema } from '@starshelf/contract';
import { anEdition, fakeListAnswer } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { EditionManager } from './edition-manager';

const base = { publicationYear: 1965, pages: 412, publisher: 'Chilton', bindingType: 'hardcover', languageCode: 'en', languageName: 'English' } as const;
const editions = fakeListAnswer(editionRecordSchema, [
  anEdition({ ...base, id: 1, title: 'Dune', isPrimaryEdition: true, editionType: 'original' }),
  anEdition({ ...base, id: 2, title: 'Der Wüstenplanet', isPrimaryEdition: false, editionType: 'revised' }),
]);

function rows() {
  return screen.findAllByTestId('edition-row');
}

describe('EditionManager', () => {
  it('offers no delete button on the primary edition and says why', async () => {
    stubApi([{ match: /\/api\/books\/7\/editions/, answer: editions }]);
    renderWithProviders(<EditionManager bookId={7} />);
    const [primary, other] = await rows();
    expect(within(primary!).queryByRole('button', { name: 'Löschen' })).toBeNull();
    expect(within(primary!).getByText('Die Hauptedition kann nicht gelöscht werden.')).toBeTruthy();
    expect(within(other!).getByRole('button', { name: 'Löschen' })).toBeTruthy();
  });

  it('deletes another edition only after the confirmation of docs/rules.md §8', async () => {
    const fetchMock = stubApi([{ match: /\/api\/books\/7\/editions/, answer: editions }, { match: /\/api\/editions\/2/, status: 204 }]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderWithProviders(<EditionManager bookId={7} />);
    const [, other] = await rows();
    fireEvent.click(within(other!).getByRole('button', { name: 'Löschen' }));
    expect(confirm).toHaveBeenCalledWith('Sind Sie sicher, dass Sie diese Edition löschen möchten? Diese Aktion kann nicht rückgängig gemacht werden.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(other!).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url) === '/api/editions/2' && init?.method === 'DELETE')).toBe(true));
  });

  it('makes an edition primary after confirming and alerts "Fehler: …" when that fails', async () => {
    const fetchMock = stubApi([{ match: /\/api\/books\/7\/editions/, answer: editions }, { match: /\/api\/editions\/2/, status: 500 }]);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWithProviders(<EditionManager bookId={7} />);
    const [, other] = await rows();
    fireEvent.click(within(other!).getByRole('button', { name: 'Als Hauptedition festlegen' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Fehler: missing'));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ isPrimaryEdition: true });
  });

  it('switches to the create mode with revised preselected when an original exists', async () => {
    stubApi([{ match: /\/api\/books\/7\/editions/, answer: editions }]);
    renderWithProviders(<EditionManager bookId={7} />);
    await rows();
    fireEvent.click(screen.getByRole('button', { name: '+ Neue Edition' }));
    expect(screen.getByRole('heading', { name: 'Neue Edition anlegen' })).toBeTruthy();
    expect((screen.getByLabelText('Editionstyp') as HTMLSelectElement).value).toBe('revised');
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(await screen.findByRole('heading', { name: 'Editionen verwalten' })).toBeTruthy();
  });
});
