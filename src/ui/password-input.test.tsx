/** Stories of PasswordInput: typing hidden, show/hide toggle by mouse and keyboard. */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { PasswordInput } from './password-input.tsx';
import { renderWithProviders } from './test-utils.tsx';

function Story({ spy, error }: { spy?: (v: string) => void; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <PasswordInput
      label="Password"
      name="password"
      autoComplete="new-password"
      hint="At least 8 characters"
      error={error}
      value={value}
      onChange={(v) => {
        setValue(v);
        spy?.(v);
      }}
    />
  );
}

describe('PasswordInput', () => {
  it('hides what is typed until the user asks to show it', async () => {
    const spy = vi.fn();
    const { user } = await renderWithProviders(<Story spy={spy} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveProperty('type', 'password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    await user.type(input, 's3cret!');
    expect(spy).toHaveBeenLastCalledWith('s3cret!');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    await user.click(show);
    expect(input).toHaveProperty('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
  });

  it('is reachable with Tab and toggles with the keyboard', async () => {
    const { user } = await renderWithProviders(<Story />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'text');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hide password' }));
    await user.keyboard(' ');
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'password');
  });

  it('shows an error and marks the input invalid', async () => {
    await renderWithProviders(<Story error="Wrong password" />);
    expect(screen.getByText('Wrong password')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('At least 8 characters')).toBeNull();
  });

  it('labels the toggle in Spanish', async () => {
    await renderWithProviders(<Story />, { locale: 'es' });
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeTruthy();
  });
});
