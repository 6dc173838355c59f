/** The cart's money cells (issue 15 "Money"): amounts as spec §9 writes them, the minimum checked on the device. */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '#src/ui/test-utils.tsx';
import { NumberCell } from './cart-parts.tsx';

describe('NumberCell with money', () => {
  it('shows comma decimals, reads "229,06" or "229.06", and refuses a price under the minimum before sending', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(
      <NumberCell label="Precio" value={229.06} min={183.25} money={{ currency: 'MXN' }} onChange={onChange} />,
      { locale: 'es' },
    );
    const input = screen.getByLabelText('Precio') as HTMLInputElement;
    expect(input.value).toBe('229,06');
    await user.clear(input);
    await user.type(input, '150,5');
    expect(screen.getByRole('alert').textContent).toBe('Al menos MXN 183,25');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onChange.mock.calls.every(([n]) => n >= 183.25)).toBe(true);
    onChange.mockClear();
    await user.clear(input);
    await user.type(input, '1.234,5');
    expect(onChange).toHaveBeenLastCalledWith(1234.5);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(input);
    await user.type(input, '250.75');
    expect(onChange).toHaveBeenLastCalledWith(250.75);
  });
});
