/** Stories of TimePicker: 24-hour choice, step minutes, Spanish labels. */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { TimePicker } from './time-picker.tsx';
import { renderWithProviders } from './test-utils.tsx';

function Story({ initial = '', step, spy }: { initial?: string; step?: number; spy?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <TimePicker
      label="Installation time"
      name="time"
      value={value}
      step={step}
      hint="Local time"
      onChange={(v) => {
        setValue(v);
        spy?.(v);
      }}
    />
  );
}

describe('TimePicker', () => {
  it('is a named group with hour and minute selects on a 24-hour clock', async () => {
    await renderWithProviders(<Story />);
    const group = screen.getByRole('group', { name: /Installation time/ });
    const hour = within(group).getByRole('combobox', { name: 'Hour' });
    const minutes = within(group).getByRole('combobox', { name: 'Minutes' });
    const hours = within(hour)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(hours).toContain('23');
    expect(hours).not.toContain('PM');
    expect(
      within(minutes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['--', '00', '15', '30', '45']);
    expect(screen.getByText('Local time')).toBeTruthy();
  });

  it('emits HH:MM as the user picks the hour then the minutes', async () => {
    const spy = vi.fn();
    const { user } = await renderWithProviders(<Story spy={spy} step={30} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hour' }), '18');
    expect(spy).toHaveBeenLastCalledWith('18:00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minutes' }), '30');
    expect(spy).toHaveBeenLastCalledWith('18:30');
    expect((document.querySelector('input[name="time"]') as HTMLInputElement).value).toBe('18:30');
  });

  it('keeps a value that is off the step', async () => {
    await renderWithProviders(<Story initial="07:05" />);
    expect(screen.getByRole('combobox', { name: 'Minutes' })).toHaveProperty('value', '05');
    expect(screen.getByRole('combobox', { name: 'Hour' })).toHaveProperty('value', '07');
  });

  it('speaks Spanish', async () => {
    await renderWithProviders(<Story />, { locale: 'es' });
    expect(screen.getByRole('combobox', { name: 'Hora' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Minutos' })).toBeTruthy();
  });
});
