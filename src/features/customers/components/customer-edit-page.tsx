/**
 * /dashboard/customers/{id}/edit (product.md §2 "customers: {id}/edit"; issue 19 "a seller offline finds a
 * customer and edits their phone"): the customer form over the mirrored customer. Saving queues
 * `customers.update` with the fields changed only: offline it shows at once and is sent when the connection
 * returns; a refusal comes back on the customer's page with the server's message.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifySuccess } from '#src/ui/notices.tsx';
import { useBrands, useCustomer, useQueueCustomerEdit } from '../api/customers.ts';
import { CustomerEditForm } from './customer-form.tsx';

export function CustomerEditPage({ id }: { id: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const customer = useCustomer(id);
  const brands = useBrands();
  const queue = useQueueCustomerEdit();
  const back = () => navigate({ to: '/dashboard/customers/$id', params: { id } });
  if (customer === undefined)
    return (
      <Text role="status" color="fg.muted">
        <Trans>Opening the customer…</Trans>
      </Text>
    );
  if (customer === null || !customer.may.edit)
    return (
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          <Trans>Edit a customer</Trans>
        </Heading>
        <Text>
          {customer === null ? t`This customer is not on this device.` : t`You may read this customer but not edit it.`}
        </Text>
      </Stack>
    );
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        <Trans>Edit {customer.name}</Trans>
      </Heading>
      <CustomerEditForm
        customer={customer}
        onCancel={() => void back()}
        onSave={async (changes) => {
          if (Object.keys(changes).length > 0) {
            const known = [...customer.brands, ...(brands.value ?? [])];
            await queue(
              customer,
              changes as never,
              changes.brand_ids?.map((b) => known.find((k) => k.id === b)!).filter(Boolean),
            );
            notifySuccess(t`Saved on this device; it is sent to the server as soon as there is a connection.`);
          }
          await back();
        }}
      />
    </Stack>
  );
}
