/** The list search box (spec §9): it searches once typing pauses for 1,000 ms, and at once on Enter. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils.tsx';
import { SEARCH_DELAY_MS, SearchBox } from './search-box.tsx';

afterEach(() => {
  vi.useRealTimers();
});

async function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const onSearch = vi.fn();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  await renderWithProviders(
    <form onSubmit={() => onSearch('submitted')}>
      <SearchBox label="Search units" name="units" onSearch={onSearch} />
    </form>,
  );
  return { onSearch, user, box: screen.getByRole('searchbox', { name: 'Search units' }) };
}

describe('SearchBox', () => {
  it('reports the trimmed text once typing pauses, not on every key', async () => {
    const { onSearch, user, box } = await setup();
    await user.type(box, ' MX-12 ');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(onSearch.mock.calls).toEqual([['MX-12']]);
  });

  it('searches at once on Enter, without submitting the form, and not again after the pause', async () => {
    const { onSearch, user, box } = await setup();
    await user.type(box, 'MX-12{Enter}');
    expect(onSearch.mock.calls).toEqual([['MX-12']]);
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS * 2));
    expect(onSearch.mock.calls).toEqual([['MX-12']]);
  });
});
