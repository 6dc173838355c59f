/** Stories of DateRangePicker: choosing a period, blocked days, keyboard, Spanish. */
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { DateRange } from '../lib/calendar.ts';
import { DateRangePicker, type DateRangePickerProps } from './date-range-picker.tsx';
import { renderWithProviders } from './test-utils.tsx';

function Story(props: Partial<DateRangePickerProps> & { spy?: (v: DateRange) => void; initial?: DateRange }) {
  const [value, setValue] = useState<DateRange>(props.initial ?? {});
  return (
    <DateRangePicker
      label="Period"
      defaultMonth="2024-03-01"
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.spy?.(v);
      }}
    />
  );
}

/**
 * A parent that saves first and passes the period back later (the campaign editor writes to the device): each
 * `onChange` is queued, and `flush` hands the queued periods to the picker, one by one.
 */
function slowParent() {
  const queued: DateRange[] = [];
  let apply: ((v: DateRange) => void) | null = null;
  return {
    queued,
    connect: (set: (v: DateRange) => void) => {
      apply = set;
    },
    flush: () => {
      for (const v of queued.splice(0)) apply?.(v);
    },
  };
}

function SlowParent({ parent, initial }: { parent: ReturnType<typeof slowParent>; initial: DateRange }) {
  const [value, setValue] = useState<DateRange>(initial);
  useEffect(() => parent.connect(setValue), [parent]);
  return (
    <DateRangePicker label="Period" defaultMonth="2024-03-01" value={value} onChange={(v) => parent.queued.push(v)} />
  );
}

const day = (iso: string) =>
  document.querySelector<HTMLButtonElement>(`[data-part="content"] [data-date="${iso}"]`) as HTMLButtonElement;

describe('DateRangePicker', () => {
  it('renders no calendar while closed, and none again once closed (issue 21: the home renders a picker on each load)', async () => {
    const { user } = await renderWithProviders(<Story />);
    expect(document.querySelectorAll('[data-date]')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /Period/ }));
    await screen.findByRole('grid', { name: 'March 2024' });
    expect(document.querySelectorAll('[data-date]').length).toBeGreaterThanOrEqual(28);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelectorAll('[data-date]')).toHaveLength(0));
  });

  it('opens a Monday-first 7-column calendar and picks start then end', async () => {
    const spy = vi.fn();
    const { user } = await renderWithProviders(<Story spy={spy} />);
    const trigger = screen.getByRole('button', { name: /Period/ });
    expect(trigger.textContent).toContain('Choose dates');
    await user.click(trigger);
    const grid = await screen.findByRole('grid', { name: 'March 2024' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers).toHaveLength(7);
    expect(headers[0]?.getAttribute('abbr')).toBe('Monday');
    expect(within(grid).getAllByRole('row')).toHaveLength(7);

    await user.click(day('2024-03-05'));
    expect(spy).toHaveBeenLastCalledWith({ start: '2024-03-05' });
    expect(day('2024-03-05').hasAttribute('data-start')).toBe(true);
    await user.click(day('2024-03-08'));
    expect(spy).toHaveBeenLastCalledWith({ start: '2024-03-05', end: '2024-03-08' });
    expect(trigger.textContent).toContain('05/03/2024 – 08/03/2024');
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
  });

  it('shows each step until a slow parent passes it back, and measures the end from the new start', async () => {
    const parent = slowParent();
    const { user } = await renderWithProviders(
      <SlowParent parent={parent} initial={{ start: '2024-03-01', end: '2024-03-02' }} />,
    );
    const trigger = screen.getByRole('button', { name: /Period/ });
    await user.click(trigger);
    await screen.findByRole('grid', { name: 'March 2024' });
    await user.click(day('2024-03-10'));
    expect(trigger.textContent).toContain('10/03/2024 – …');
    await user.click(day('2024-03-12'));
    // from the new start, not the old period (which would have started a new period at 12/03)
    expect(parent.queued).toEqual([{ start: '2024-03-10' }, { start: '2024-03-10', end: '2024-03-12' }]);
    expect(trigger.textContent).toContain('10/03/2024 – 12/03/2024');
    // the parent catches up one step at a time: the button never goes back to an older period
    const last = parent.queued.pop()!;
    act(() => parent.flush());
    expect(trigger.textContent).toContain('10/03/2024 – 12/03/2024');
    parent.queued.push(last);
    act(() => parent.flush());
    expect(trigger.textContent).toContain('10/03/2024 – 12/03/2024');
  });

  it("lets the parent's own change win over a step it never took", async () => {
    const parent = slowParent();
    const { user } = await renderWithProviders(<SlowParent parent={parent} initial={{}} />);
    const trigger = screen.getByRole('button', { name: /Period/ });
    await user.click(trigger);
    await screen.findByRole('grid', { name: 'March 2024' });
    await user.click(day('2024-03-10'));
    expect(trigger.textContent).toContain('10/03/2024 – …');
    // the parent drops the step and sets a period of its own
    parent.queued.splice(0);
    parent.queued.push({ start: '2024-04-01', end: '2024-04-03' });
    act(() => parent.flush());
    expect(trigger.textContent).toContain('01/04/2024 – 03/04/2024');
  });

  it('marks start, in-range and end days', async () => {
    const { user } = await renderWithProviders(<Story initial={{ start: '2024-03-05', end: '2024-03-08' }} />);
    await user.click(screen.getByRole('button', { name: /Period/ }));
    await screen.findByRole('grid');
    expect(day('2024-03-05').hasAttribute('data-start')).toBe(true);
    expect(day('2024-03-06').hasAttribute('data-in-range')).toBe(true);
    expect(day('2024-03-07').hasAttribute('data-in-range')).toBe(true);
    expect(day('2024-03-08').hasAttribute('data-end')).toBe(true);
    expect(day('2024-03-09').hasAttribute('data-in-range')).toBe(false);
    expect(day('2024-03-06').closest('td')?.getAttribute('aria-selected')).toBe('true');
  });

  it('refuses a blocked day and a period containing one', async () => {
    const spy = vi.fn();
    const { user } = await renderWithProviders(<Story spy={spy} blocked={['2024-03-10']} />);
    await user.click(screen.getByRole('button', { name: /Period/ }));
    await screen.findByRole('grid');
    const blockedDay = day('2024-03-10');
    expect(blockedDay.getAttribute('aria-disabled')).toBe('true');
    expect(blockedDay.hasAttribute('data-blocked')).toBe(true);
    expect(blockedDay.getAttribute('aria-label')).toContain('not available');
    await user.click(blockedDay);
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('This day is not available');

    await user.click(day('2024-03-08'));
    await user.click(day('2024-03-12'));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenLastCalledWith({ start: '2024-03-08' });
    expect(screen.getByRole('status').textContent).toBe('The period includes days that are not available');
  });

  it('respects min and max and a predicate', async () => {
    const { user } = await renderWithProviders(
      <Story min="2024-03-04" max="2024-03-20" blocked={(d) => d.endsWith('-15')} />,
    );
    await user.click(screen.getByRole('button', { name: /Period/ }));
    await screen.findByRole('grid');
    expect(day('2024-03-03').getAttribute('aria-disabled')).toBe('true');
    expect(day('2024-03-04').getAttribute('aria-disabled')).toBeNull();
    expect(day('2024-03-21').getAttribute('aria-disabled')).toBe('true');
    expect(day('2024-03-15').getAttribute('aria-disabled')).toBe('true');
  });

  it('moves focus with arrows across months and chooses with Enter', async () => {
    const spy = vi.fn();
    const { user } = await renderWithProviders(<Story spy={spy} initial={{ start: '2024-03-29' }} />);
    await user.click(screen.getByRole('button', { name: /Period/ }));
    await screen.findByRole('grid', { name: 'March 2024' });
    await waitFor(() => expect(document.activeElement).toBe(day('2024-03-29')));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(await screen.findByRole('grid', { name: 'April 2024' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe('2024-04-01'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe('2024-04-08'));
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith({ start: '2024-03-29', end: '2024-04-08' });
  });

  it('changes month with the buttons and stacks the popup at 2001', async () => {
    const { user } = await renderWithProviders(<Story />);
    await user.click(screen.getByRole('button', { name: /Period/ }));
    await screen.findByRole('grid', { name: 'March 2024' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'April 2024' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'February 2024' })).toBeTruthy();
    const positioner = document.querySelector('[data-part="positioner"]') as HTMLElement;
    expect(getComputedStyle(positioner).zIndex).toBe('2001');
  });

  it('speaks Spanish: month names and the placeholder', async () => {
    const { user } = await renderWithProviders(<Story />, { locale: 'es' });
    const trigger = screen.getByRole('button', { name: /Periodo|Period/ });
    expect(trigger.textContent).toContain('Elige las fechas');
    await user.click(trigger);
    expect(await screen.findByRole('grid', { name: /marzo de 2024/i })).toBeTruthy();
    // only the first letter is capitalised: "Marzo de 2024", never "Marzo De 2024"
    expect(screen.getByText('Marzo de 2024')).toBeTruthy();
  });
});
