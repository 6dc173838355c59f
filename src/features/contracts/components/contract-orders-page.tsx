/**
 * /dashboard/contracts/order?id= (product.md §2 "contracts/order"; §3 "Order and order item"; §4 "check invoice
 * status of an order"; issue 17 "Orders: per contract, with items (add, edit, delete, all items at once), share an
 * order, check its invoice status"): a contract's orders with their items and totals in the contract's currency.
 * Reads are kept on the device; changes need a connection and say so; the server's message answers each (§8).
 * "From the contract's units" fills an order with one item per unit at once (all items).
 */
import { useState } from 'react';
import { Badge, Button, Heading, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '#src/api/contract/contracts.ts';
import { ApiError } from '#src/api/errors.ts';
import { fromMinor, toMinor } from '#src/domain/contract-rules.ts';
import { formatDateTime } from '#src/lib/dates.ts';
import { formatMoney } from '#src/lib/money.ts';
import { notifySuccess } from '#src/ui/notices.tsx';
import { TableHead } from '#src/ui/table-head.tsx';
import { NumberCell } from '#src/ui/number-cell.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { ContractMissing } from './contract-parts.tsx';
import { useContract, useContractOrders, useMayDo, type ContractRow } from '../api/contracts.ts';
import { useOrderActions, type ItemInput } from '../api/orders.ts';

const INVOICE_PALETTE = { none: 'gray', pending: 'yellow', issued: 'blue', paid: 'green' } as const;

/** Runs an online order change: the server's message on success, a clear sentence offline, its refusal otherwise. */
function useRun() {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setError(null);
    try {
      notifySuccess(await action());
      return true;
    } catch (e) {
      setError(
        e instanceof ApiError && e.isNetwork
          ? t`Orders change only with a connection. Nothing was sent; try again online.`
          : e instanceof Error
            ? e.message
            : String(e),
      );
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, error, busy };
}

function ItemForm({ onSave, label }: { onSave: (item: ItemInput) => Promise<boolean>; label: string }) {
  const { t } = useLingui();
  const [description, setDescription] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [price, setPrice] = useState(0);
  return (
    <HStack gap="2" align="end" wrap="wrap">
      <TextInput
        label={t`Description`}
        name="order-item-description"
        value={description}
        onChange={setDescription}
        maxLength={300}
      />
      <NumberCell label={t`Quantity`} value={quantity} min={1} onChange={(n) => setQuantity(Math.round(n))} />
      <NumberCell label={t`Unit price`} value={price} money={{}} onChange={setPrice} />
      <Button
        size="sm"
        disabled={!description.trim() || quantity < 1}
        onClick={() =>
          void onSave({ description, quantity, unit_price: price }).then((ok) => {
            if (ok) setDescription('');
          })
        }
      >
        {label}
      </Button>
    </HStack>
  );
}

function OrderCard({ order, contract, editable }: { order: Order; contract: ContractRow; editable: boolean }) {
  const { t, i18n } = useLingui();
  const actions = useOrderActions(contract.id);
  const { run, error, busy } = useRun();
  const money = (n: number) => formatMoney(n, { currency: order.currency ?? contract.currency ?? undefined });
  const fromUnits: ItemInput[] = contract.units.map((u) => ({
    description: `${u.title} (${u.sku})`,
    quantity: u.spots,
    unit_price: fromMinor(Math.round(toMinor(u.total) / Math.max(1, u.spots))),
  }));
  return (
    <Stack as="li" gap="3" p="4" borderWidth="1px" borderRadius="lg" data-order-id={order.id}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md">
          <Trans>Order {order.number}</Trans>
        </Heading>
        <HStack gap="2">
          <Badge variant="subtle">{order.status === 'open' ? t`Open` : t`Closed`}</Badge>
          <Badge colorPalette={INVOICE_PALETTE[order.invoice_status]} data-testid="invoice-status">
            {
              { none: t`No invoice`, pending: t`Invoice pending`, issued: t`Invoice issued`, paid: t`Invoice paid` }[
                order.invoice_status
              ]
            }
          </Badge>
        </HStack>
      </HStack>
      {order.shared_at && (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Shared {formatDateTime(Date.parse(order.shared_at), i18n.locale)}</Trans>
        </Text>
      )}
      <Table.Root size="sm" aria-label={t`Items of order ${order.number}`}>
        <TableHead
          columns={[
            { label: <Trans>Description</Trans> },
            { label: <Trans>Quantity</Trans>, end: true },
            { label: <Trans>Unit price</Trans>, end: true },
            { label: <Trans>Total</Trans>, end: true },
            ...(editable ? [{ label: <VisuallyHidden>{t`Actions`}</VisuallyHidden> }] : []),
          ]}
        />
        <Table.Body>
          {order.items.map((i) => (
            <Table.Row key={i.id}>
              <Table.Cell>{i.description}</Table.Cell>
              <Table.Cell textAlign="end">
                {editable ? (
                  <NumberCell
                    label={t`Quantity of ${i.description}`}
                    value={i.quantity}
                    min={1}
                    onChange={(n) =>
                      void run(() =>
                        actions.updateItem(i.id, {
                          description: i.description,
                          quantity: Math.round(n),
                          unit_price: i.unit_price,
                        }),
                      )
                    }
                  />
                ) : (
                  i.quantity
                )}
              </Table.Cell>
              <Table.Cell textAlign="end">{money(i.unit_price)}</Table.Cell>
              <Table.Cell textAlign="end">{money(i.total)}</Table.Cell>
              {editable && (
                <Table.Cell textAlign="end">
                  <Button
                    size="2xs"
                    variant="ghost"
                    colorPalette="red"
                    disabled={busy}
                    onClick={() => void run(() => actions.removeItem(i.id))}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text fontWeight="semibold">
        <Trans>Total: {money(order.total)}</Trans>
      </Text>
      {editable && <ItemForm label={t`Add item`} onSave={(item) => run(() => actions.addItem(order.id, item))} />}
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => void run(() => actions.checkInvoice(order.id))}
        >
          <Trans>Check invoice</Trans>
        </Button>
        {editable && (
          <>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void run(() => actions.share(order.id))}>
              <Trans>Share order</Trans>
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy || !fromUnits.length}
              onClick={() => void run(() => actions.replaceItems(order.id, fromUnits))}
            >
              <Trans>Items from the contract's units</Trans>
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => void run(() => actions.setStatus(order.id, order.status === 'open' ? 'closed' : 'open'))}
            >
              {order.status === 'open' ? <Trans>Close order</Trans> : <Trans>Reopen order</Trans>}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              disabled={busy}
              onClick={() => void run(() => actions.remove(order.id))}
            >
              <Trans>Delete order</Trans>
            </Button>
          </>
        )}
      </HStack>
      {error && (
        <Text role="alert" color="red.700" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** The orders page of contract `id`. */
export function ContractOrdersPage({ id }: { id: number }) {
  const { t } = useLingui();
  const contract = useContract(id);
  const orders = useContractOrders(id);
  const actions = useOrderActions(id);
  const { run, error, busy } = useRun();
  const may = useMayDo(contract ?? { status: 'rejected' });
  if (!contract) return <ContractMissing contract={contract} />;
  const editable = may('changeOwner');
  return (
    <Stack gap="4" maxW="5xl">
      <Heading as="h1" size="2xl">
        <Trans>Orders of contract {contract.id}</Trans>
      </Heading>
      <Text>
        <Link to="/dashboard/contracts/$id" params={{ id: contract.id }}>
          {contract.name}
        </Link>{' '}
        · {contract.client_name}
      </Text>
      <ReadState read={orders} what={t`the orders`} />
      {orders.value?.length === 0 && (
        <Text color="fg.muted">
          <Trans>No orders yet.</Trans>
        </Text>
      )}
      <Stack as="ul" gap="3" listStyleType="none">
        {orders.value?.map((o) => (
          <OrderCard key={o.id} order={o} contract={contract} editable={editable && o.status === 'open'} />
        ))}
      </Stack>
      {editable && (
        <Stack gap="2">
          <Heading as="h2" size="md">
            <Trans>New order</Trans>
          </Heading>
          <ItemForm label={t`Create order`} onSave={(item) => run(() => actions.create([item]))} />
          {busy && (
            <Text role="status" fontSize="sm" color="fg.muted">
              <Trans>Sending…</Trans>
            </Text>
          )}
          {error && (
            <Text role="alert" color="red.700" fontSize="sm">
              {error}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
