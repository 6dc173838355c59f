/**
 * /dashboard/customers/{id} (product.md §2 "customers: {id}", §3 customer with documents, categories, shared
 * access, salesman assignment, login / no-login flag, brands): one customer from the device — it opens offline —
 * with its contact details, agency, sellers, who it is shared with, brands, its queued or refused edits, its
 * documents, and for whoever may: Edit (offline too), share, a new salesman, upload a document (online). A
 * customer not on this device (out of the caller's reach, or not pulled yet) says so and offers the server search.
 */
import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueuedActions } from '#src/resource/queued-actions.tsx';
import { useOutboxEntry } from '#src/sync/index.ts';
import { useCategories, useCountryOptions, useCustomer, useCustomerEdits } from '../api/customers.ts';
import { CustomerDocuments } from './customer-documents.tsx';
import { CustomerReassign } from './customer-reassign.tsx';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text wordBreak="break-word">{children || '—'}</Text>
    </Box>
  );
}

const names = (list: { name: string }[]) => list.map((x) => x.name).join(', ');

export function CustomerPage({ id }: { id: number }) {
  const { t } = useLingui();
  const customer = useCustomer(id);
  const edits = useCustomerEdits(id);
  const outbox = useOutboxEntry();
  const countries = useCountryOptions();
  const categories = useCategories();
  if (customer === undefined)
    return (
      <Text role="status" color="fg.muted">
        <Trans>Opening the customer…</Trans>
      </Text>
    );
  if (customer === null)
    return (
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          <Trans>Customer not on this device</Trans>
        </Heading>
        <Text>
          <Trans>
            This customer is not among those assigned or shared to you on this device. It may not be downloaded yet, or
            it is not yours.
          </Trans>
        </Text>
        <Button asChild variant="outline" alignSelf="start">
          <Link to="/dashboard/customers/async">
            <Trans>Search the server</Trans>
          </Link>
        </Button>
      </Stack>
    );
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {customer.name}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={customer.kind === 'agency' ? 'blue' : 'gray'}>
              {customer.kind === 'agency' ? t`Agency` : t`Client`}
            </Badge>
            {customer.can_login ? null : (
              <Badge colorPalette="orange">
                <Trans>No login</Trans>
              </Badge>
            )}
            {customer.active ? null : (
              <Badge colorPalette="red">
                <Trans>Inactive</Trans>
              </Badge>
            )}
          </HStack>
        </Stack>
        {customer.may.edit ? (
          <Button asChild>
            <Link to="/dashboard/customers/$id/edit" params={{ id }}>
              <Trans>Edit</Trans>
            </Link>
          </Button>
        ) : null}
      </HStack>
      <QueuedActions
        actions={edits}
        waiting={<Trans>An edit waits to be sent; it shows here already.</Trans>}
        onDiscard={(entryId) => void outbox.discard(entryId)}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" data-testid="customer-facts">
        <Fact label={t`Email`}>{customer.email}</Fact>
        <Fact label={t`Phone`}>{customer.phone}</Fact>
        <Fact label={t`Company`}>{customer.company}</Fact>
        <Fact label={t`Tax id`}>{customer.tax_id}</Fact>
        <Fact label={t`Address`}>{customer.address}</Fact>
        <Fact label={t`Country`}>{countries.find((c) => c.id === customer.country_id)?.name}</Fact>
        <Fact label={t`Category`}>{categories.value?.find((c) => c.id === customer.category_id)?.name}</Fact>
        <Fact label={t`Agency`}>{customer.agency?.name}</Fact>
        <Fact label={t`Salesmen`}>{names(customer.sellers)}</Fact>
        <Fact label={t`Shared with`}>{names(customer.shared_with)}</Fact>
        <Fact label={t`Brands`}>{names(customer.brands)}</Fact>
        <Fact label={t`Notes`}>{customer.notes}</Fact>
      </SimpleGrid>
      {customer.may.reassign ? <CustomerReassign customer={customer} /> : null}
      <CustomerDocuments customerId={id} editable={customer.may.edit} mirrored={customer.documents} />
    </Stack>
  );
}
