/** Stories of Wizard: active step, previous/next, finish, going back from the bar. */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { STEPS_BAR_HEIGHT_PX, Wizard } from './wizard.tsx';
import { renderWithProviders } from './test-utils.tsx';

const STEPS = [
  { id: 'dates', label: 'Dates' },
  { id: 'units', label: 'Units' },
  { id: 'summary', label: 'Summary' },
];

function Story({ onFinish, selectable }: { onFinish?: () => void; selectable?: boolean }) {
  const [current, setCurrent] = useState(0);
  return (
    <Wizard
      steps={STEPS}
      current={current}
      onPrevious={() => setCurrent((c) => c - 1)}
      onNext={() => (current === STEPS.length - 1 ? onFinish?.() : setCurrent((c) => c + 1))}
      onStepSelect={selectable ? setCurrent : undefined}
    >
      <p>Content of {STEPS[current]?.label}</p>
    </Wizard>
  );
}

const bar = () => screen.getByRole('navigation', { name: 'Steps' });
const active = () =>
  within(bar())
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step');

describe('Wizard', () => {
  it('marks the first step active and shows its content', async () => {
    await renderWithProviders(<Story />);
    expect(within(bar()).getAllByRole('listitem')).toHaveLength(3);
    expect(active()?.textContent).toContain('Dates');
    expect(screen.getByText('Content of Dates')).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    const list = bar().querySelector('ol') as HTMLElement;
    expect(getComputedStyle(list).height).toBe(`${STEPS_BAR_HEIGHT_PX}px`);
  });

  it('goes forward and back, marking finished steps', async () => {
    const { user } = await renderWithProviders(<Story />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(active()?.textContent).toContain('Units');
    expect(within(bar()).getByText(/Dates/).textContent).toContain('(completed)');
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(active()?.textContent).toContain('Dates');
  });

  it('reads "Finish" on the last step', async () => {
    const onFinish = vi.fn();
    const { user } = await renderWithProviders(<Story onFinish={onFinish} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(active()?.textContent).toContain('Summary');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('lets the user go back to a finished step from the bar', async () => {
    const { user } = await renderWithProviders(<Story selectable />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(bar()).queryByRole('button', { name: /Summary/ })).toBeNull();
    await user.click(within(bar()).getByRole('button', { name: /Dates/ }));
    expect(active()?.textContent).toContain('Dates');
  });

  it('speaks Spanish', async () => {
    await renderWithProviders(<Story />, { locale: 'es' });
    expect(screen.getByRole('navigation', { name: 'Pasos' })).toBeTruthy();
    expect(screen.getByText('Paso 1 de 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeTruthy();
  });
});
