/**
 * Whole numbers as the product shows them (spec product.md §9: dot between
 * thousands, as money is shown, in both languages): 1234 → '1.234',
 * 40000 → '40.000'. Rounds to the nearest whole number; non-finite → '—'.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const n = Math.round(value);
  return `${n < 0 ? '-' : ''}${Math.abs(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}
