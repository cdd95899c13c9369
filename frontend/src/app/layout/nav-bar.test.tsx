import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { NavBar } from './nav-bar';

describe('NavBar', () => {
  it('closes the menu and the mobile search when the reader goes to another page, and they stay closed on the way back', async () => {
    stubApi([]);
    const { router } = renderWithProviders(<NavBar />, { path: '/books' });
    fireEvent.click(screen.getByRole('button', { name: 'Show search' }));
    expect(screen.getByRole('button', { name: 'Show search' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeTruthy();

    await act(() => router.navigate('/authors'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show search' }).getAttribute('aria-expanded')).toBe('false');

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/books');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
