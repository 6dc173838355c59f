/**
 * Widgets with popups used inside a Modal, as screens will: the dropdown,
 * the date popup and the menu must work above the modal and not close it.
 */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { DateRange } from '../lib/calendar.ts';
import { DateRangePicker } from './date-range-picker.tsx';
import { DropdownMenu } from './dropdown-menu.tsx';
import { Modal } from './modal.tsx';
import { SearchableSelect } from './searchable-select.tsx';
import { renderWithProviders } from './test-utils.tsx';

function Story({ onClose, onPick }: { onClose: () => void; onPick: () => void }) {
  const [city, setCity] = useState<string | null>(null);
  const [period, setPeriod] = useState<DateRange>({});
  return (
    <Modal open title="Add unit" onClose={onClose}>
      <SearchableSelect
        label="City"
        options={[
          { value: 'bog', label: 'Bogotá' },
          { value: 'cal', label: 'Cali' },
        ]}
        value={city}
        onChange={setCity}
      />
      <DateRangePicker label="Period" defaultMonth="2024-03-01" value={period} onChange={setPeriod} />
      <DropdownMenu trigger="More" items={[{ value: 'pick', label: 'Pick', onSelect: onPick }]} />
    </Modal>
  );
}

describe('popups inside a Modal', () => {
  it('let the user choose without closing the modal', async () => {
    const onClose = vi.fn();
    const onPick = vi.fn();
    const { user } = await renderWithProviders(<Story onClose={onClose} onPick={onPick} />);
    await screen.findByRole('dialog', { name: 'Add unit' });

    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'Cali' }));
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveProperty('value', 'Cali');

    await user.click(screen.getByRole('button', { name: /Period/ }));
    await screen.findByRole('grid');
    await user.click(document.querySelector('[data-date="2024-03-04"]') as HTMLElement);
    await user.click(document.querySelector('[data-date="2024-03-06"]') as HTMLElement);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Period/ }).textContent).toContain('04/03/2024 – 06/03/2024'),
    );
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());

    // Chosen with the keyboard: under happy-dom, a pointer click on a menu item after the
    // combobox has been used does not select (cause not found; the menu alone works with
    // clicks, see dropdown-menu.test.tsx). To be confirmed in a real browser (e2e).
    await user.click(screen.getByRole('button', { name: 'More' }));
    await screen.findByRole('menuitem', { name: 'Pick' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledTimes(1);

    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add unit' })).toBeTruthy();
  });

  it('close the popup, not the modal, on the first Escape', async () => {
    const onClose = vi.fn();
    const { user } = await renderWithProviders(<Story onClose={onClose} onPick={() => {}} />);
    await screen.findByRole('dialog', { name: 'Add unit' });
    await user.click(screen.getByRole('button', { name: 'More' }));
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('false'),
    );
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
