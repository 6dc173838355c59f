/** Stories of PriceTag: formatted amount, per day, struck-through original price. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PriceTag } from './price-tag.tsx';
import { renderWithProviders } from './test-utils.tsx';

describe('PriceTag', () => {
  it('shows the amount with dot thousands and comma decimals', async () => {
    const { container } = await renderWithProviders(<PriceTag value={1234567.891} currency="MXN" />);
    expect(container.textContent).toBe('MXN 1.234.567,89');
  });

  it('shows no symbol when the currency is unknown or mixed (never a "$" that may be wrong)', async () => {
    const { container } = await renderWithProviders(<PriceTag value={200} currency={null} />);
    expect(container.textContent).toBe('200,00');
  });

  it('adds "per day" and another currency', async () => {
    const { container } = await renderWithProviders(<PriceTag value={50} currency="USD" perDay />);
    expect(container.textContent).toBe('USD 50,00per day');
    expect(screen.getByText('per day')).toBeTruthy();
  });

  it('strikes through the original price and says which is which', async () => {
    const { container } = await renderWithProviders(<PriceTag value={800} originalValue={1000} currency="COP" />);
    const struck = container.querySelector('s');
    expect(struck?.textContent).toBe('Before: COP 1.000,00');
    expect(container.textContent).toContain('Now: COP 800,00');
  });

  it('does not strike through an equal price', async () => {
    const { container } = await renderWithProviders(<PriceTag value={1000} originalValue={1000.001} />);
    expect(container.querySelector('s')).toBeNull();
  });

  it('speaks Spanish', async () => {
    const { container } = await renderWithProviders(
      <PriceTag value={800} originalValue={1000} currency="CLP" perDay />,
      {
        locale: 'es',
      },
    );
    expect(container.textContent).toContain('Antes: CLP 1.000,00');
    expect(container.textContent).toContain('por día');
  });
});
