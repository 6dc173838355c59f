/** Stories of InitialsBadge. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { InitialsBadge } from './initials-badge.tsx';
import { renderWithProviders } from './test-utils.tsx';

describe('InitialsBadge', () => {
  it('shows two initials and is named by the full name', async () => {
    await renderWithProviders(<InitialsBadge name="ana maría lópez" />);
    const badge = screen.getByRole('img', { name: 'ana maría lópez' });
    expect(badge.textContent).toBe('AM');
  });
  it('shows one initial for a one-word name, and nothing for an empty one', async () => {
    await renderWithProviders(
      <>
        <InitialsBadge name="Ñandú" size="lg" />
        <InitialsBadge name="" size="sm" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Ñandú' }).textContent).toBe('Ñ');
    expect(document.querySelectorAll('[role="img"]')[1]?.textContent).toBe('');
  });
});
