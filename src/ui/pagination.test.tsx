/** Stories of Pagination: current page, previous/next, gaps, Spanish. */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Pagination } from './pagination.tsx';
import { renderWithProviders } from './test-utils.tsx';

function Story({ start = 1, last = 20, spy }: { start?: number; last?: number; spy?: (p: number) => void }) {
  const [page, setPage] = useState(start);
  return (
    <Pagination
      currentPage={page}
      lastPage={last}
      onPageChange={(p) => {
        setPage(p);
        spy?.(p);
      }}
    />
  );
}

describe('Pagination', () => {
  it('marks the current page and disables previous on the first page', async () => {
    await renderWithProviders(<Story />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Page 20' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 10' })).toBeNull();
  });

  it('moves with next, previous and the page buttons', async () => {
    const spy = vi.fn();
    const { user } = await renderWithProviders(<Story spy={spy} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(spy).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('button', { name: 'Page 20' }));
    expect(spy).toHaveBeenLastCalledWith(20);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(spy).toHaveBeenLastCalledWith(19);
  });

  it('does not report a click on the current page', async () => {
    const spy = vi.fn();
    const { user } = await renderWithProviders(<Story start={5} spy={spy} />);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(spy).not.toHaveBeenCalled();
  });

  it('renders nothing for a single page', async () => {
    await renderWithProviders(<Story last={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await renderWithProviders(<Story start={3} />, { locale: 'es' });
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Página 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeTruthy();
  });
});
