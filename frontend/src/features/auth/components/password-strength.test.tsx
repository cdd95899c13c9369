import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrength } from './password-strength';

function level() {
  return screen.getByText((_, element) => element?.hasAttribute('data-level') ?? false).getAttribute('data-level');
}

describe('PasswordStrength', () => {
  it.each([
    ['abc', 'very_weak'],
    ['abcdefgh12', 'weak'],
    ['Abcdefgh12!x', 'fair'],
    ['Abcdefgh12!xyzuv', 'strong'],
    ['Abcdefgh12!xyzuvwxyz', 'very_strong'],
  ])('rates %s as %s, the level of the contract rule', (password, expected) => {
    render(<PasswordStrength password={password} />);
    expect(level()).toBe(expected);
  });

  it('ticks the policy hints a password meets, live', () => {
    const { rerender } = render(<PasswordStrength password="abc" />);
    expect(screen.getByText(/A lowercase letter/).getAttribute('data-met')).toBe('true');
    expect(screen.getByText(/At least 12 characters/).getAttribute('data-met')).toBe('false');
    rerender(<PasswordStrength password="Abcdefgh12!x" />);
    expect(screen.getByText(/At least 12 characters/).getAttribute('data-met')).toBe('true');
    expect(screen.getByText(/A special character/).getAttribute('data-met')).toBe('true');
    expect(screen.getByText('Fair')).toBeTruthy();
  });
});
