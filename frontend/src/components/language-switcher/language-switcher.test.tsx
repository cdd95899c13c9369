import type { ReactElement } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_UI_LANGUAGE, i18n, LANGUAGE_STORAGE_KEY } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { LanguageSwitcher } from './language-switcher';

/** The switcher lives in the bar of every page, inside the router. */
const render = (ui: ReactElement, path = '/') => renderWithProviders(ui, { path });

afterEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
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

  it('keeps a page\'s ?lang= in step with the choice, other parameters untouched, so a reload stays in it', async () => {
    const { router } = render(<LanguageSwitcher />, '/books?mood=dark&lang=de');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'it' } });
    await waitFor(() => expect(router.state.location.search).toBe('?mood=dark&lang=it'));
    await waitFor(() => expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it'));
  });

  it('does the same from the drawer\'s buttons', async () => {
    const { router } = render(<LanguageSwitcher variant="buttons" />, '/books/dune-1?lang=it');
    fireEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    await waitFor(() => expect(router.state.location.search).toBe('?lang=de'));
  });

  it('adds no ?lang= to an address that had none', async () => {
    const { router } = render(<LanguageSwitcher />, '/books?mood=dark');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'de' } });
    await waitFor(() => expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de'));
    expect(router.state.location.search).toBe('?mood=dark');
  });

  it('shows the default UI language while i18n holds one the site does not offer', async () => {
    await i18n.changeLanguage('fr');
    render(<LanguageSwitcher />);
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe(DEFAULT_UI_LANGUAGE);
  });
});
