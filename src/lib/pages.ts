/**
 * Page-number window for pagination (spec product.md §2 "pagination"; the
 * server's list meta gives current_page and last_page). Pure, no I/O.
 */

/** A page number to show, or a gap ('…') between shown numbers. */
export type PageSlot = number | 'gap';

/**
 * The page buttons to show: always the first and last page, the current page
 * and `siblings` pages on each side, with 'gap' where numbers are skipped.
 * A gap never hides a single page (that page is shown instead).
 * pageWindow(6, 20) → [1, 'gap', 5, 6, 7, 'gap', 20]; pageWindow(2, 4) → [1, 2, 3, 4].
 * @param current 1-based current page (clamped to 1..last).
 * @param last number of the last page (≥ 1; 0 or less gives []).
 * @param siblings pages shown on each side of the current one, default 1.
 */
export function pageWindow(current: number, last: number, siblings = 1): PageSlot[] {
  if (last < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), last);
  const from = Math.max(1, page - siblings);
  const to = Math.min(last, page + siblings);
  const slots: PageSlot[] = [];
  const push = (n: number) => slots.push(n);
  push(1);
  if (from > 3) slots.push('gap');
  else for (let n = 2; n < from; n++) push(n);
  for (let n = Math.max(2, from); n <= Math.min(to, last - 1); n++) push(n);
  if (to < last - 2) slots.push('gap');
  else for (let n = Math.max(to + 1, 2); n < last; n++) push(n);
  if (last > 1) push(last);
  return slots;
}
