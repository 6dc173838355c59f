/** Stories of RangeSlider: two named thumbs, keyboard moves, formatted values. */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { formatMoney } from '../lib/money.ts';
import { RangeSlider } from './range-slider.tsx';
import { renderWithProviders } from './test-utils.tsx';

function Story({ spy }: { spy?: (v: [number, number]) => void }) {
  const [value, setValue] = useState<[number, number]>([1000, 5000]);
  return (
    <RangeSlider
      label="Price"
      min={0}
      max={10000}
      step={500}
      value={value}
      format={(n) => formatMoney(n, { currency: '$' })}
      onChange={(v) => {
        setValue(v);
        spy?.(v);
      }}
    />
  );
}

describe('RangeSlider', () => {
  it('has two named thumbs with min, max and formatted values', async () => {
    await renderWithProviders(<Story />);
    const low = screen.getByRole('slider', { name: 'Price: minimum' });
    const high = screen.getByRole('slider', { name: 'Price: maximum' });
    expect(low.getAttribute('aria-valuenow')).toBe('1000');
    expect(low.getAttribute('aria-valuemin')).toBe('0');
    expect(high.getAttribute('aria-valuemax')).toBe('10000');
    expect(low.getAttribute('aria-valuetext')).toBe('$ 1.000,00');
    expect(high.getAttribute('aria-valuetext')).toBe('$ 5.000,00');
    expect(screen.getByText('$ 5.000,00')).toBeTruthy();
  });

  it('moves each thumb by the step with the keyboard', async () => {
    const spy = vi.fn();
    const { user } = await renderWithProviders(<Story spy={spy} />);
    const low = screen.getByRole('slider', { name: 'Price: minimum' });
    low.focus();
    // one key at a time, each change awaited: the slider's machine applies a key after the previous one settled,
    // which on a busy machine is not by the next line
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith([1500, 5000]));
    const high = screen.getByRole('slider', { name: 'Price: maximum' });
    high.focus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith([1500, 4500]));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith([1500, 4000]));
    await user.keyboard('{End}');
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith([1500, 10000]));
    expect(high.getAttribute('aria-valuetext')).toBe('$ 10.000,00');
  });

  it('names the thumbs in Spanish', async () => {
    await renderWithProviders(<Story />, { locale: 'es' });
    expect(screen.getByRole('slider', { name: 'Price: mínimo' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Price: máximo' })).toBeTruthy();
  });
});
