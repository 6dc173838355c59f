/** Stories of Modal: open/close paths, previous/next, backdrop option, Spanish exit label. */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Modal, type ModalProps } from './modal.tsx';
import { renderWithProviders } from './test-utils.tsx';

function Story(props: Partial<ModalProps> & { onCloseSpy?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Unit details"
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onCloseSpy?.();
        }}
      >
        <p>Billboard 12, Av. Siempre Viva</p>
        <input aria-label="Note" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a labelled dialog with its content and closes with the close button', async () => {
    const onCloseSpy = vi.fn();
    const { user } = await renderWithProviders(<Story onCloseSpy={onCloseSpy} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unit details' });
    expect(dialog.textContent).toContain('Billboard 12');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCloseSpy).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has an Exit button and closes on Escape', async () => {
    const onCloseSpy = vi.fn();
    const { user } = await renderWithProviders(<Story onCloseSpy={onCloseSpy} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Exit' }));
    expect(onCloseSpy).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onCloseSpy).toHaveBeenCalledTimes(2);
  });

  it('shows previous/next only when asked, and calls them', async () => {
    const onPrevious = vi.fn();
    const onNext = vi.fn();
    const { user } = await renderWithProviders(<Story onPrevious={onPrevious} onNext={onNext} nextDisabled />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Previous' }));
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('has no previous/next buttons by default', async () => {
    const { user } = await renderWithProviders(<Story />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('keeps focus inside and is at most 1000 × 700 px, stacked at 1000', async () => {
    const { user } = await renderWithProviders(<Story />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const style = getComputedStyle(dialog);
    expect(style.maxWidth).toBe('1000px');
    expect(style.maxHeight).toContain('700px');
    expect(
      getComputedStyle(dialog.parentElement as HTMLElement)
        .getPropertyValue('--dialog-z-index')
        .trim(),
    ).toBe('1000');
  });

  it('ignores a click on the backdrop unless closeOnBackdrop is set', async () => {
    const onCloseSpy = vi.fn();
    // happy-dom computes no layout, so tell user-event to click what covers the page: the positioner.
    const { user, unmount } = await renderWithProviders(<Story onCloseSpy={onCloseSpy} />, {
      user: { pointerEventsCheck: 0 },
    });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(dialog.parentElement as HTMLElement);
    expect(onCloseSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    unmount();

    const { user: user2 } = await renderWithProviders(<Story onCloseSpy={onCloseSpy} closeOnBackdrop />, {
      user: { pointerEventsCheck: 0 },
    });
    await user2.click(screen.getByRole('button', { name: 'Open' }));
    const dialog2 = await screen.findByRole('dialog');
    await user2.click(dialog2.parentElement as HTMLElement);
    expect(onCloseSpy).toHaveBeenCalledTimes(1);
  });

  it('labels the exit button "Salir" in Spanish', async () => {
    const { user } = await renderWithProviders(<Story />, { locale: 'es' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('button', { name: 'Salir' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });
});
