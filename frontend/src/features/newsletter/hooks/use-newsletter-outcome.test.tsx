import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { useNewsletterOutcome } from './use-newsletter-outcome';

function Probe() {
  useNewsletterOutcome();
  return <p>page</p>;
}

describe('useNewsletterOutcome', () => {
  it('confirms the subscription once and removes the parameter from the address', async () => {
    const { router } = renderWithProviders(<Probe />, { path: '/?newsletter=confirmed&tab=x' });
    expect(await screen.findByText('Your newsletter subscription is confirmed. Welcome aboard!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=x'));
  });

  it('ignores unknown outcomes', async () => {
    const { router } = renderWithProviders(<Probe />, { path: '/?newsletter=hacked' });
    expect(await screen.findByText('page')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(router.state.location.search).toBe('?newsletter=hacked');
  });
});
