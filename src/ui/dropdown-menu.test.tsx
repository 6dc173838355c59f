/** Stories of DropdownMenu: open, pick by mouse and keyboard, close on Escape. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DropdownMenu } from './dropdown-menu.tsx';
import { renderWithProviders } from './test-utils.tsx';

function story() {
  const edit = vi.fn();
  const remove = vi.fn();
  const archived = vi.fn();
  const ui = (
    <DropdownMenu
      trigger="Actions"
      items={[
        { value: 'edit', label: 'Edit', onSelect: edit },
        { value: 'archive', label: 'Archive', onSelect: archived, disabled: true },
        { value: 'delete', label: 'Delete', onSelect: remove, danger: true },
      ]}
    />
  );
  return { ui, edit, remove, archived };
}

describe('DropdownMenu', () => {
  it('opens a menu of actions and runs the one clicked', async () => {
    const { ui, edit } = story();
    const { user } = await renderWithProviders(ui);
    const button = screen.getByRole('button', { name: 'Actions' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Edit', 'Archive', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(edit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { ui, edit, remove } = story();
    const { user } = await renderWithProviders(ui);
    const button = screen.getByRole('button', { name: 'Actions' });
    await user.click(button);
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(button);
    expect(edit).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });

  it('is driven by the keyboard, skipping disabled items', async () => {
    const { ui, remove, archived } = story();
    const { user } = await renderWithProviders(ui);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions' }));
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    expect(screen.getByRole('menuitem', { name: 'Archive' }).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(archived).not.toHaveBeenCalled();
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('names an icon-only button', async () => {
    await renderWithProviders(
      <DropdownMenu trigger={<span aria-hidden="true">⋮</span>} ariaLabel="More actions" items={[]} />,
    );
    expect(screen.getByRole('button', { name: 'More actions' })).toBeTruthy();
  });
});
