import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
