import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { RegisterForm } from './register-form';

// A label's text grows by its error message, so it is matched from its start.
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe('RegisterForm', () => {
  it('rates the password and compares the confirmation while the reader types', async () => {
    stubApi([]);
    renderWithProviders(<RegisterForm />);
    const level = () => screen.getByTestId('password-strength').querySelector('[data-level]')?.textContent;
    expect(level()).toBe('–');

    type('Password', 'Correct-Horse-42');
    expect(level()).not.toBe('–');
    type('Confirm password', 'Correct-Horse-4');
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();

    type('Confirm password', 'Correct-Horse-42');
    expect(screen.queryByText('Passwords do not match.')).toBeNull();
  });
});
