/**
 * Finding a customer among those mirrored on the device (product.md §2 customers list; issue 19 "a seller at a
 * client's office can find a customer and start a proposal"): pure, so the list and its benchmark share it.
 *
 * `indexCustomers` sorts the rows by name once and folds each one's searchable text (name, company, email, phone,
 * tax id, agency and brands; case and accents ignored: 'nunez' finds 'Núñez'); `filterCustomers` then only scans
 * those strings, so a keystroke over 20,000 customers costs one pass of `includes` (scripts/bench-customers.ts).
 */
import { foldText } from '#src/lib/text.ts';
import type { Customer, CustomerKind } from '#src/api/contract/customers.ts';

/** The customers sorted by name with their folded searchable text, aligned. */
export interface CustomerIndex<T> {
  rows: readonly T[];
  text: readonly string[];
}

type Searchable = Pick<Customer, 'name' | 'company' | 'email' | 'phone' | 'tax_id' | 'agency' | 'brands' | 'kind'>;

/** Sorts by name (Spanish collation) and folds each row's searchable text. */
export function indexCustomers<T extends Searchable>(customers: readonly T[]): CustomerIndex<T> {
  const collator = new Intl.Collator('es', { sensitivity: 'base' });
  const rows = customers.toSorted((a, b) => collator.compare(a.name, b.name));
  const text = rows.map((c) =>
    foldText(
      [c.name, c.company, c.email, c.phone, c.tax_id, c.agency?.name, ...c.brands.map((b) => b.name)]
        .filter(Boolean)
        .join(' '),
    ),
  );
  return { rows, text };
}

export interface CustomerFilter {
  /** Words, each found somewhere in the customer's text; blank matches every customer. */
  search: string;
  /** Only clients or only agencies; '' both. */
  kind: CustomerKind | '';
}

/**
 * The matching customers in name order, at most `limit` of them, and how many match in all.
 * @param limit rows to return (the list shows a page at a time); the count is always complete
 */
export function filterCustomers<T extends Searchable>(
  index: CustomerIndex<T>,
  filter: CustomerFilter,
  limit: number,
): { rows: T[]; total: number } {
  const words = foldText(filter.search).split(/\s+/u).filter(Boolean);
  const rows: T[] = [];
  let total = 0;
  for (let i = 0; i < index.rows.length; i++) {
    const row = index.rows[i]!;
    if (filter.kind && row.kind !== filter.kind) continue;
    const text = index.text[i]!;
    if (words.length && !words.every((w) => text.includes(w))) continue;
    total++;
    if (rows.length < limit) rows.push(row);
  }
  return { rows, total };
}
