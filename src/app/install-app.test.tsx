/** The "Install app" button appears when the browser offers installation and opens its dialog. */
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../ui/test-utils.tsx';
import { InstallAppButton } from './install-app.tsx';
import { captureInstallPrompt } from './install-offer.ts';

describe('InstallAppButton', () => {
  it('shows only while the browser offers installation, and prompts on click', async () => {
    captureInstallPrompt(window);
    const { user } = await renderWithProviders(<InstallAppButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    const prompt = vi.fn(async () => {});
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull());
  });
});
