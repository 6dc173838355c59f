/** Test customers as the server answers them (src/api/contract/customers.ts `customer`). */
import type { Customer } from '#src/api/contract/customers.ts';

/** A customer the caller may edit, with `overrides`. */
export function makeCustomer(id: number, name: string, overrides: Partial<Customer> = {}): Customer {
  const at = '2026-11-20T12:00:00.000Z';
  return {
    id,
    name,
    email: `cliente${id}@example.com`,
    phone: null,
    company: null,
    country_id: null,
    active: true,
    kind: 'client',
    can_login: true,
    agency: null,
    category_id: null,
    tax_id: null,
    address: null,
    notes: '',
    sellers: [{ id: 3, name: 'Vendedor Demo' }],
    shared_with: [],
    brands: [],
    documents_count: 0,
    documents: [],
    may: { edit: true, reassign: false },
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}
