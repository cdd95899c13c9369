import { act } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderToMarkup } from '@/prerender/markup';
import { hydrateMarkup } from '@/testing/hydrate';
import { applyTheme, storedTheme, THEME_STORAGE_KEY } from '@/lib/theme';
import { ThemeToggle } from './theme-toggle';

afterEach(() => {
  applyTheme('dark');
});

describe('ThemeToggle', () => {
  it('starts dark when the reader chose nothing', () => {
    expect(storedTheme()).toBe('dark');
    applyTheme();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('switches to light and back, storing the choice and mirroring it in a cookie', () => {
    applyTheme();
    render(<ThemeToggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.cookie).toContain('theme=light');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('keeps a stored light theme on the next visit', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    applyTheme();
    render(<ThemeToggle />);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
  });
});

describe('ThemeToggle before the app takes the page over', () => {
  it('is announced as not yet available in the server\'s markup and switches the theme once hydrated', async () => {
    applyTheme();
    const markup = await renderToMarkup(<ThemeToggle />);
    const served = new DOMParser().parseFromString(markup, 'text/html').querySelector('button');
    expect(served?.getAttribute('aria-disabled')).toBe('true');

    const { container, recoverable, unmount } = await hydrateMarkup(markup, <ThemeToggle />);
    const button = container.querySelector('button');
    expect(button?.hasAttribute('aria-disabled')).toBe(false);
    await act(async () => button?.click());
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(recoverable).toEqual([]);
    await unmount();
  });
});
