/** Stories of SearchableSelect: debounced search, keyboard picking, create-new link. */
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import {
  SEARCH_DELAY_MS,
  SearchableSelect,
  type SearchableSelectProps,
  type SelectOption,
} from './searchable-select.tsx';
import { renderWithProviders } from './test-utils.tsx';

const CITIES: SelectOption[] = [
  { value: 'bog', label: 'Bogotá' },
  { value: 'med', label: 'Medellín' },
  { value: 'cal', label: 'Cali' },
];

function Story(props: Partial<SearchableSelectProps> & { spy?: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return (
    <SearchableSelect
      label="City"
      name="city"
      options={CITIES}
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.spy?.(v);
      }}
    />
  );
}

describe('SearchableSelect', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches only after 1000 ms without typing, with the last term', async () => {
    const onSearch = vi.fn();
    const { user } = await renderWithProviders(<Story onSearch={onSearch} />, {
      user: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
    });
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.type(input, 'Me');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 100));
    await user.type(input, 'd');
    // (the fake clock also follows real time while user-event types: keep a margin)
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 300));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Med');
  });

  it('never searches when search is disabled', async () => {
    const onSearch = vi.fn();
    const { user } = await renderWithProviders(<Story onSearch={onSearch} searchEnabled={false} />, {
      user: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
    });
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'Cal');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS * 3));
    expect(onSearch).not.toHaveBeenCalled();
    // what is already loaded is still filtered locally
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Cali']);
  });

  it('filters locally, picks with arrows and Enter, and shows the choice', async () => {
    const spy = vi.fn();
    const { user } = await renderWithProviders(<Story spy={spy} />, {
      user: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
    });
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.type(input, 'medel');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Medellín']);
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenCalledWith('med');
    expect(input).toHaveProperty('value', 'Medellín');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape without choosing', async () => {
    const spy = vi.fn();
    const { user } = await renderWithProviders(<Story spy={spy} />, {
      user: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
    });
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.click(input);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(spy).not.toHaveBeenCalled();
  });

  it('says when nothing matches', async () => {
    const { user } = await renderWithProviders(<Story />, {
      user: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
    });
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'zzz');
    expect(screen.getByText('No results')).toBeTruthy();
  });

  it('offers a create-new link opening in a new tab', async () => {
    await renderWithProviders(<Story createHref="/dashboard/clients/create" hint="Pick the city" />);
    const link = screen.getByRole('link', { name: /Create new/ });
    expect(link.getAttribute('href')).toBe('/dashboard/clients/create');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Pick the city')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await renderWithProviders(<Story createHref="/x" />, { locale: 'es' });
    expect(screen.getByRole('link', { name: /Crear nuevo/ })).toBeTruthy();
    expect(screen.getByPlaceholderText('Escribe para buscar')).toBeTruthy();
  });
});
