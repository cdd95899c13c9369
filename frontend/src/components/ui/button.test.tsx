import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderToMarkup } from '@/prerender/markup';
import { hydrateMarkup } from '@/testing/hydrate';
import { Button } from './button';

function servedButton(markup: string): HTMLButtonElement | null {
  return new DOMParser().parseFromString(markup, 'text/html').querySelector('button');
}

describe('Button', () => {
  it('arrives in the server\'s markup announced as not yet available, and answers once the app took it over', async () => {
    const onClick = vi.fn();
    const ui = <Button onClick={onClick}>Save</Button>;
    const markup = await renderToMarkup(ui);
    expect(servedButton(markup)?.getAttribute('aria-disabled')).toBe('true');
    // Still usable-looking and not natively disabled: the wait is short and needs no dimmed flash.
    expect(servedButton(markup)?.disabled).toBe(false);

    const { container, recoverable, unmount } = await hydrateMarkup(markup, ui);
    const button = container.querySelector('button');
    expect(button?.hasAttribute('aria-disabled')).toBe(false);
    await act(async () => button?.click());
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(recoverable).toEqual([]);
    await unmount();
  });

  it('is available at once when the app renders it itself, and keeps an aria-disabled of its caller', () => {
    render(<><Button>Now</Button><Button aria-disabled>Busy</Button></>);
    expect(screen.getByRole('button', { name: 'Now' }).hasAttribute('aria-disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Busy' }).getAttribute('aria-disabled')).toBe('true');
  });
});
