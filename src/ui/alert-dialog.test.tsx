/** Stories of AlertDialog: role, truncation, 50 ms focus, 702 ms exit delay. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { ALERT_EXIT_DELAY_MS, ALERT_FOCUS_DELAY_MS, AlertDialog } from './alert-dialog.tsx';
import { renderWithProviders } from './test-utils.tsx';

const fake = { user: { advanceTimers: (ms: number) => vi.advanceTimersByTime(ms) } };

describe('AlertDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is an alertdialog with a title and description lines', async () => {
    await renderWithProviders(
      <AlertDialog
        open
        title="Delete unit?"
        description={'It leaves every campaign.\nThis cannot be undone.'}
        onAction={() => {}}
        onCancel={() => {}}
      />,
      fake,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete unit?' });
    expect(dialog.textContent).toContain('It leaves every campaign.');
    expect(screen.getByText('This cannot be undone.')).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('truncates the title to 90 and each line to 150 characters', async () => {
    const title = 'T'.repeat(120);
    const line = 'L'.repeat(200);
    await renderWithProviders(
      <AlertDialog open title={title} description={[line, 'short']} onAction={() => {}} />,
      fake,
    );
    const heading = await screen.findByText(/^T+…$/);
    expect(Array.from(heading.textContent ?? '')).toHaveLength(90);
    expect(heading.getAttribute('title')).toBe(title);
    const shownLine = screen.getByText(/^L+…$/);
    expect(Array.from(shownLine.textContent ?? '')).toHaveLength(150);
    expect(screen.getByText('short').getAttribute('title')).toBeNull();
  });

  it('focuses the action button 50 ms after opening', async () => {
    await renderWithProviders(<AlertDialog open title="Saved" actionLabel="OK" onAction={() => {}} />, fake);
    const ok = await screen.findByRole('button', { name: 'OK' });
    act(() => vi.advanceTimersByTime(ALERT_FOCUS_DELAY_MS));
    expect(document.activeElement).toBe(ok);
  });

  it('calls onAction 702 ms after the click, once', async () => {
    const onAction = vi.fn();
    const { user } = await renderWithProviders(<AlertDialog open title="Saved" onAction={onAction} />, fake);
    const accept = await screen.findByRole('button', { name: 'Accept' });
    await user.click(accept);
    await user.click(accept).catch(() => {});
    act(() => vi.advanceTimersByTime(ALERT_EXIT_DELAY_MS - 100));
    expect(onAction).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape after the same delay', async () => {
    const onAction = vi.fn();
    const onCancel = vi.fn();
    const { user } = await renderWithProviders(
      <AlertDialog open title="Leave?" onAction={onAction} onCancel={onCancel} />,
      fake,
    );
    await screen.findByRole('alertdialog');
    act(() => vi.advanceTimersByTime(ALERT_FOCUS_DELAY_MS));
    await user.keyboard('{Escape}');
    act(() => vi.advanceTimersByTime(ALERT_EXIT_DELAY_MS + 50));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    await renderWithProviders(<AlertDialog open title="¿Salir?" onAction={() => {}} onCancel={() => {}} />, {
      ...fake,
      locale: 'es',
    });
    expect(await screen.findByRole('button', { name: 'Aceptar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });
});
