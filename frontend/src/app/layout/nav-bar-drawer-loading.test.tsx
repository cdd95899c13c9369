import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { NavBar } from './nav-bar';

// Records when the drawer's module is first imported (its own file, so no other test has loaded it yet).
const drawerModule = vi.hoisted(() => ({ isLoaded: false }));
vi.mock('./mobile-drawer', async (importOriginal) => {
  drawerModule.isLoaded = true;
  return importOriginal();
});

describe('the mobile drawer of the NavBar', () => {
  it('is not part of the first load: its code arrives when the reader points at the menu button, and the tap opens it', async () => {
    stubApi([]);
    renderWithProviders(<NavBar />, { path: '/' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(drawerModule.isLoaded).toBe(false);

    fireEvent.pointerEnter(toggle);
    await waitFor(() => expect(drawerModule.isLoaded).toBe(true));

    fireEvent.click(toggle);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
