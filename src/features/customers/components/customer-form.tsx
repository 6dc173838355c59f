/**
 * The customer form, for a new customer and for an edit (product.md §2 customers {id}/edit, §3 "customer or client
 * with … categories, … login / no-login flag; customer brand", §5 forms): a configuration of the resource kit's
 * form (`ResourceForm`), checked with the contract's own body schema before anything is sent.
 *
 * - Editing sends only the fields changed (`changedFields`), queued through the outbox: it works offline.
 * - A new customer needs the server (it gives the id and checks the address is free): with login it takes a
 *   password (the policy's 12 characters at least), without login none (the customer sets one later through
 *   "forgot password").
 */
import { useLingui } from '@lingui/react/macro';
import type * as v from 'valibot';
import { customerChanges, newCustomer, type Customer } from '#src/api/contract/customers.ts';
import { PasswordInput } from '#src/ui/password-input.tsx';
import { ResourceForm, type ResourceField, type ResourceValues } from '#src/ui/resource/resource-form.tsx';
import { useBrands, useCategories, useCountryOptions } from '../api/customers.ts';

type Editable = Pick<
  Customer,
  'name' | 'email' | 'phone' | 'company' | 'country_id' | 'category_id' | 'tax_id' | 'address' | 'notes' | 'brands'
>;

/** The form's text values of a customer (a new one: empty). */
export function customerValues(row: Editable | undefined): ResourceValues {
  return {
    name: row?.name ?? '',
    email: row?.email ?? '',
    phone: row?.phone ?? '',
    company: row?.company ?? '',
    country_id: row?.country_id ? String(row.country_id) : '',
    category_id: row?.category_id ? String(row.category_id) : '',
    tax_id: row?.tax_id ?? '',
    address: row?.address ?? '',
    notes: row?.notes ?? '',
    brand_ids: row?.brands.map((b) => b.id).join(',') ?? '',
    kind: 'client',
    access: 'login',
    password: '',
  };
}

const nullable = (s: string | undefined) => (s?.trim() ? s.trim() : null);
const idOrNull = (s: string | undefined) => (s ? Number(s) : null);
const ids = (s: string | undefined) => (s ? s.split(',').filter(Boolean).map(Number) : []);

/** The body of the values: every field, as the contract types it. */
export function customerBody(values: ResourceValues): v.InferInput<typeof customerChanges> {
  return {
    name: values.name!.trim(),
    email: values.email!.trim(),
    phone: nullable(values.phone),
    company: nullable(values.company),
    country_id: idOrNull(values.country_id),
    category_id: idOrNull(values.category_id),
    tax_id: nullable(values.tax_id),
    address: nullable(values.address),
    notes: values.notes?.trim() ?? '',
    brand_ids: ids(values.brand_ids),
  };
}

/** Of `next`, the fields that differ from `before` (brands compared as sets). */
export function changedFields(
  before: v.InferInput<typeof customerChanges>,
  next: v.InferInput<typeof customerChanges>,
): v.InferInput<typeof customerChanges> {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const old = (before as Record<string, unknown>)[key];
    const same = Array.isArray(value)
      ? Array.isArray(old) && value.length === old.length && value.every((x) => (old as unknown[]).includes(x))
      : (old ?? null) === (value ?? null);
    if (!same) changed[key] = value;
  }
  return changed;
}

function useCustomerFields(creating: boolean): ResourceField[] {
  const { t } = useLingui();
  const countries = useCountryOptions();
  const categories = useCategories();
  const brands = useBrands();
  const none = { value: '', label: t`None` };
  const fields: ResourceField[] = [
    { name: 'name', label: t`Name`, required: true, maxLength: 120 },
    { name: 'email', label: t`Email`, required: true },
    { name: 'phone', label: t`Phone`, maxLength: 40 },
    { name: 'company', label: t`Company`, maxLength: 120 },
    {
      name: 'country_id',
      label: t`Country`,
      kind: 'select',
      options: [none, ...countries.map((c) => ({ value: String(c.id), label: c.name }))],
    },
    {
      name: 'category_id',
      label: t`Category`,
      kind: 'select',
      options: [none, ...(categories.value ?? []).map((c) => ({ value: String(c.id), label: c.name }))],
    },
    { name: 'tax_id', label: t`Tax id`, maxLength: 40 },
    { name: 'address', label: t`Address`, maxLength: 255 },
    { name: 'notes', label: t`Notes`, kind: 'textarea', maxLength: 2000 },
    {
      name: 'brand_ids',
      label: t`Brands`,
      kind: 'checks',
      options: (brands.value ?? []).map((b) => ({ value: String(b.id), label: b.name })),
    },
  ];
  if (!creating) return fields;
  return [
    ...fields,
    {
      name: 'kind',
      label: t`Kind`,
      kind: 'select',
      options: [
        { value: 'client', label: t`Client` },
        { value: 'agency', label: t`Agency` },
      ],
    },
    {
      name: 'access',
      label: t`Access`,
      kind: 'select',
      options: [
        { value: 'login', label: t`Can sign in (a password now)` },
        { value: 'no_login', label: t`No login (sets a password later)` },
      ],
    },
    {
      name: 'password',
      label: t`Password`,
      kind: 'custom',
      render: ({ value, onChange, error }) => (
        <PasswordInput
          label={t`Password (only with login)`}
          name="password"
          value={value}
          onChange={onChange}
          error={error}
          autoComplete="new-password"
          hint={t`At least 12 characters.`}
        />
      ),
    },
  ];
}

/** The edit form: `onSave` gets the changed fields only. */
export function CustomerEditForm(props: {
  customer: Editable;
  onSave: (changes: v.InferInput<typeof customerChanges>) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const fields = useCustomerFields(false);
  const before = customerBody(customerValues(props.customer));
  return (
    <ResourceForm
      title={t`Edit ${props.customer.name}`}
      fields={fields}
      initial={customerValues(props.customer)}
      schema={customerChanges}
      toBody={customerBody}
      onSave={(body) => props.onSave(changedFields(before, body))}
      onCancel={props.onCancel}
    />
  );
}

/** The new-customer form: `onSave` gets the whole body, with `password` only for a customer with login. */
export function CustomerCreateForm(props: {
  onSave: (body: v.InferInput<typeof newCustomer>) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const fields = useCustomerFields(true);
  return (
    <ResourceForm
      title={t`New customer`}
      fields={fields}
      initial={customerValues(undefined)}
      schema={newCustomer}
      toBody={(values) => ({
        ...customerBody(values),
        kind: values.kind === 'agency' ? 'agency' : 'client',
        ...(values.access === 'login' ? { password: values.password ?? '' } : {}),
      })}
      onSave={(body) => props.onSave(body as v.InferInput<typeof newCustomer>)}
      onCancel={props.onCancel}
      submitLabel={t`Create`}
    />
  );
}
