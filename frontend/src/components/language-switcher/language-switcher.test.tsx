import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_UI_LANGUAGE, i18n, LANGUAGE_STORAGE_KEY } from '@/lib/i18n';
import { LanguageSwitcher } from './language-switcher';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('LanguageSwitcher', () => {
  it('offers en, de and it', () => {
    render(<LanguageSwitcher />);
    const options = screen.getAllByRole('option').map((option) => (option as HTMLOptionElement).value);
    expect(options).toEqual(['en', 'de', 'it']);
  });

  it('stores the choice under "language", mirrors it in a cookie and sets the page language', async () => {
    render(<LanguageSwitcher />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'de' } });
    await waitFor(() => expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de'));
    expect(document.documentElement.lang).toBe('de');
    expect(document.cookie).toContain('language=de');
    expect(await screen.findByRole('combobox', { name: 'Sprache' })).toBeTruthy();
  });

  it('shows the default UI language while i18n holds one the site does not offer', async () => {
    await i18n.changeLanguage('fr');
    render(<LanguageSwitcher />);
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe(DEFAULT_UI_LANGUAGE);
  });
});
