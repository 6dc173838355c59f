/** Stories of Tabs: mouse and keyboard selection, controlled value. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Tabs, type TabItem } from './tabs.tsx';
import { renderWithProviders } from './test-utils.tsx';

const ITEMS: TabItem[] = [
  { value: 'units', label: 'Units', content: <p>12 units</p> },
  { value: 'dates', label: 'Dates', content: <p>March</p> },
  { value: 'files', label: 'Files', content: <p>No files</p>, disabled: true },
];

describe('Tabs', () => {
  it('shows the first panel and switches on click', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<Tabs items={ITEMS} ariaLabel="Campaign" onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Campaign' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Units' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('12 units');
    await user.click(screen.getByRole('tab', { name: 'Dates' }));
    expect(onChange).toHaveBeenCalledWith('dates');
    expect(screen.getByRole('tab', { name: 'Dates' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('March');
  });

  it('moves with the arrow keys and skips disabled tabs', async () => {
    const { user } = await renderWithProviders(<Tabs items={ITEMS} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Units' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Dates' }));
    // the tab focused by the arrow is selected once the tabs' state machine has handled the focus, which can come a
    // task later on a busy machine (CI, 2026-11-27: aria-selected still false right after the key)
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Dates' }).getAttribute('aria-selected')).toBe('true'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Units' }));
  });

  it('follows a controlled value', async () => {
    const { rerender } = await renderWithProviders(<Tabs items={ITEMS} value="units" />);
    rerender(<Tabs items={ITEMS} value="dates" />);
    expect(screen.getByRole('tab', { name: 'Dates' }).getAttribute('aria-selected')).toBe('true');
  });
});
