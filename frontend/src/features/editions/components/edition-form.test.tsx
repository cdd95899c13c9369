import { fireEvent, screen, waitFor } from '@testing-library/react';
import { maxPublicationYear } from '@starshelf/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { createDefaults } from '../edition-form-rules';
import { EditionForm } from './edition-form';

function renderForm(isOriginalTaken = false) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <EditionForm defaultValues={createDefaults([])} isOriginalTaken={isOriginalTaken} isSaving={false} submitLabel="Anlegen" onSubmit={onSubmit} onCancel={() => undefined} />,
  );
  return onSubmit;
}

describe('EditionForm', () => {
  it('refuses an empty title with the German message', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('Titel ist erforderlich')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a year outside 1800 to next years and pages below 1', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: 'Dune' } });
    fireEvent.change(screen.getByLabelText('Publikationsjahr'), { target: { value: '1700' } });
    fireEvent.change(screen.getByLabelText('Seitenzahl'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText(`Publikationsjahr muss zwischen 1800 und ${maxPublicationYear()} liegen`)).toBeTruthy();
    expect(screen.getByText('Seitenzahl muss mindestens 1 sein')).toBeTruthy();
  });

  it('sets the language name when a language code is chosen and submits integers without empty fields', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: 'Der Wüstenplanet' } });
    fireEvent.change(screen.getByLabelText('Sprachcode'), { target: { value: 'it' } });
    expect((screen.getByLabelText('Sprachname') as HTMLInputElement).value).toBe('Italiano');
    fireEvent.change(screen.getByLabelText('Publikationsjahr'), { target: { value: '1967' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const payload = onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(payload).toMatchObject({ title: 'Der Wüstenplanet', languageCode: 'it', languageName: 'Italiano', publicationYear: 1967, editionType: 'original' });
    expect(payload).not.toHaveProperty('pages');
    expect(payload).not.toHaveProperty('isbn');
  });

  it('disables and labels the original option when an original exists', () => {
    renderForm(true);
    const option = screen.getByRole('option', { name: 'Original (bereits vorhanden)' }) as HTMLOptionElement;
    expect(option.disabled).toBe(true);
  });
});
