import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMember } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { UserMenu } from './user-menu';

describe('UserMenu', () => {
  it('leads to the settings page', async () => {
    stubApi([]);
    renderWithProviders(<UserMenu user={aMember()} />);
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect((await screen.findByRole('menuitem', { name: 'Settings' })).getAttribute('href')).toBe('/settings');
  });
});
