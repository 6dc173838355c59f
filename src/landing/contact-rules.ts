/**
 * The contact form's rules (product.md §5 "contact form validation: name, email, country, type, message required,
 * valid email"), shared by the page script (src/landing/client.ts) and its tests; the server checks the same body
 * with the contract's `contact` schema (src/api/contract/translations.ts).
 */

/** The form's values as typed (select values are their option values as text). */
export interface ContactDraft {
  name: string;
  email: string;
  country: string;
  client_type: string;
  message: string;
}

/** What is wrong with a field: missing, or (email) not an address. */
export type ContactProblem = 'required' | 'email';

/** Practical address check: something@something.tld, no spaces (the server's schema decides finally). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The problems of a draft by field; an empty object when it can be sent. */
export function validContact(draft: ContactDraft): Partial<Record<keyof ContactDraft, ContactProblem>> {
  const problems: Partial<Record<keyof ContactDraft, ContactProblem>> = {};
  for (const name of ['name', 'email', 'country', 'client_type', 'message'] as const)
    if (!draft[name].trim()) problems[name] = 'required';
  if (!problems.email && !EMAIL.test(draft.email.trim())) problems.email = 'email';
  if (!problems.client_type && !['1', '2', '3'].includes(draft.client_type)) problems.client_type = 'required';
  return problems;
}
