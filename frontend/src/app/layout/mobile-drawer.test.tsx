import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aMember } from '@/testing/answers';
import { renderWithProviders } from '@/testing/render';
import { MobileDrawer } from './mobile-drawer';

describe('MobileDrawer', () => {
  it('renders nothing while closed', () => {
    renderWithProviders(<MobileDrawer isOpen={false} onClose={vi.fn()} user={null} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named Menu that takes the focus and closes on Escape', async () => {
    const onClose = vi.fn();
    renderWithProviders(<MobileDrawer isOpen onClose={onClose} user={aMember()} />);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    expect(within(drawer).getByRole('link', { name: 'Books' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Reading list' })).toBeTruthy();
    // The focus trap moves the focus into the drawer when it opens.
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('closes when a link is followed', async () => {
    const onClose = vi.fn();
    renderWithProviders(<MobileDrawer isOpen onClose={onClose} user={null} />);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Books' }));
    expect(onClose).toHaveBeenCalled();
  });
});
