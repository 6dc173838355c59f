/** Stories of Tooltip: shown on hover and keyboard focus, hidden on Escape. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Tooltip } from './tooltip.tsx';
import { renderWithProviders } from './test-utils.tsx';

function Story({ disabled }: { disabled?: boolean }) {
  return (
    <Tooltip content="Units reserved by other campaigns" openDelay={0} disabled={disabled}>
      <button type="button">Availability</button>
    </Tooltip>
  );
}

describe('Tooltip', () => {
  it('appears on hover and describes the trigger', async () => {
    const { user } = await renderWithProviders(<Story />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    const button = screen.getByRole('button', { name: 'Availability' });
    await user.hover(button);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toContain('Units reserved by other campaigns');
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('appears on keyboard focus and hides on Escape', async () => {
    const { user } = await renderWithProviders(<Story />);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('renders only the child when disabled', async () => {
    const { user } = await renderWithProviders(<Story disabled />);
    await user.hover(screen.getByRole('button', { name: 'Availability' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
