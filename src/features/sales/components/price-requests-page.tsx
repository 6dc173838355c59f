/**
 * /dashboard/discount-requests and /dashboard/discount-requests/{id} (product.md §2 "discount-requests/{id?}", §4
 * "Discount request: apply or reject", "Special price request: accept or deny"; api-catalogue.md "Discount and
 * special prices"): one inbox of price requests — discounts on campaigns and proposals, special prices for a
 * client's units or a package — pending first, with the list price beside what is asked, in its currency. Managers
 * (`discount_requests.*`) decide; a decision queues in the outbox, shows as pending until the server answers, and
 * the server's message shows on both outcomes (catalogue "Special price actions show server messages").
 */
import { useMemo, useState } from 'react';
import { Badge, Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PriceRequest } from '#src/api/contract/sales.ts';
import { PRICE_REQUEST_STATUS_LABELS, useEnumLabel } from '#src/i18n/enum-labels.ts';
import { formatDate } from '#src/lib/dates.ts';
import { isActionOf, useMutation, usePending } from '#src/sync/index.ts';
import { ListHeader } from '#src/ui/list-page.tsx';
import { PriceTag } from '#src/ui/price-tag.tsx';
import { PagedTable } from '#src/ui/resource/paged-table.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import type { ResourceColumn } from '#src/ui/resource/resource-table.tsx';
import { SearchBox } from '#src/ui/resource/search-box.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { useDiscountRequest, usePriceRequests, useSalesRights } from '../api/bookings.ts';
import { priceRequests } from '../mutations.ts';

const PALETTE: Record<string, string> = {
  pending: 'yellow',
  applied: 'green',
  accepted: 'green',
  rejected: 'red',
  denied: 'red',
};

function StatusBadge({ status }: { status: string }) {
  const label = useEnumLabel(PRICE_REQUEST_STATUS_LABELS);
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle">
      {label(status)}
    </Badge>
  );
}

/** What is asked: a percentage off a total, or a price per day against the list price. */
function Asked({ r }: { r: PriceRequest }) {
  if (r.kind === 'discount')
    return (
      <Stack gap="0" align="end">
        <Text fontWeight="semibold">{r.percent}%</Text>
        {r.list_price !== null && <PriceTag value={r.list_price} currency={r.currency} size="sm" />}
      </Stack>
    );
  return (
    <Stack gap="0" align="end">
      <PriceTag value={r.price ?? 0} originalValue={r.list_price ?? undefined} currency={r.currency} perDay size="sm" />
    </Stack>
  );
}

/** Apply / Reject (discounts) or Accept / Deny (special prices) of a pending request; pending or refused once queued. */
function RequestDecision({ r }: { r: PriceRequest }) {
  const { t } = useLingui();
  const { decidePrices } = useSalesRights();
  const isDiscount = r.kind === 'discount';
  const yes = useMutation(isDiscount ? priceRequests.applyDiscountRequest : priceRequests.acceptSpecialPrice);
  const no = useMutation(isDiscount ? priceRequests.rejectDiscountRequest : priceRequests.denySpecialPrice);
  const queued = usePending(
    priceRequests.applyDiscountRequest,
    priceRequests.rejectDiscountRequest,
    priceRequests.acceptSpecialPrice,
    priceRequests.denySpecialPrice,
  ).filter(
    (a) =>
      a.args.requestId === r.id &&
      (isActionOf(priceRequests.applyDiscountRequest, a) || isActionOf(priceRequests.rejectDiscountRequest, a)) ===
        isDiscount,
  );
  const last = queued[queued.length - 1];
  if (last)
    return last.state === 'refused' ? (
      <Text fontSize="sm" color="red.700" role="status">
        <Trans>Refused: {last.message ?? ''}</Trans>
      </Text>
    ) : (
      <Text fontSize="sm" role="status" data-testid="price-request-queued">
        <Trans>Decision waiting to reach the server</Trans>
      </Text>
    );
  if (!decidePrices || r.status !== 'pending') return null;
  const args = { requestId: r.id, subject: r.subject || r.client_name };
  return (
    <HStack gap="1" wrap="wrap">
      <Button size="xs" colorPalette="green" onClick={() => void yes(args)}>
        {isDiscount ? t`Apply` : t`Accept`}
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => void no(args)}>
        {isDiscount ? t`Reject` : t`Deny`}
      </Button>
    </HStack>
  );
}

function useColumns(): ResourceColumn<PriceRequest>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        header: t`Request`,
        cell: (r) =>
          r.kind === 'discount' ? (
            <ChakraLink asChild>
              <Link to="/dashboard/discount-requests/$id" params={{ id: r.id }}>
                {t`Discount`} · {r.subject}
              </Link>
            </ChakraLink>
          ) : (
            <Text>
              {r.special_kind === 'package' ? t`Package special price` : t`Special price`} · {r.subject}
            </Text>
          ),
      },
      { header: t`Client`, cell: (r) => r.client_name },
      { header: t`Asked`, cell: (r) => <Asked r={r} />, numeric: true },
      { header: t`Status`, cell: (r) => <StatusBadge status={r.status} /> },
      { header: t`Asked on`, cell: (r) => formatDate(r.created_at.slice(0, 10)) },
      { header: t`Decision`, cell: (r) => <RequestDecision r={r} /> },
    ],
    [t],
  );
}

type Kind = '' | 'discount' | 'special_price';

/** /dashboard/discount-requests */
export function PriceRequestsPage() {
  const { t } = useLingui();
  const columns = useColumns();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<Kind>('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const read = usePriceRequests({ kind, status, search, page });
  const label = useEnumLabel(PRICE_REQUEST_STATUS_LABELS);
  return (
    <Stack gap="4">
      <ListHeader title={<Trans>Discount requests</Trans>} lastPulledAt={undefined}>
        <Button asChild size="sm" variant="outline">
          <Link to="/dashboard/special-price">
            <Trans>Ask for a special price</Trans>
          </Link>
        </Button>
      </ListHeader>
      <HStack gap="3" wrap="wrap" align="end">
        <SearchBox
          label={t`Search by client or subject`}
          name="price-request-search"
          onSearch={(term) => {
            setSearch(term);
            setPage(1);
          }}
        />
        <SelectField
          id="price-request-kind"
          label={<Trans>Kind</Trans>}
          value={kind}
          onChange={(v) => {
            setKind(v as Kind);
            setPage(1);
          }}
          options={[
            { value: '', label: t`All` },
            { value: 'discount', label: t`Discounts` },
            { value: 'special_price', label: t`Special prices` },
          ]}
        />
        <SelectField
          id="price-request-status"
          label={<Trans>Status</Trans>}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={[
            { value: '', label: t`All` },
            ...['pending', 'applied', 'rejected', 'accepted', 'denied'].map((s) => ({ value: s, label: label(s) })),
          ]}
        />
      </HStack>
      <PagedTable<PriceRequest>
        read={read}
        what={t`the price requests`}
        label={t`Price requests`}
        empty={t`No price requests here.`}
        page={page}
        onPageChange={setPage}
        columns={columns}
      />
    </Stack>
  );
}

/** /dashboard/discount-requests/{id}: one discount request with its decision. */
export function DiscountRequestPage({ id }: { id: number }) {
  const { t } = useLingui();
  const read = useDiscountRequest(id);
  const r = read.value;
  return (
    <Stack gap="4" maxW="3xl">
      <ReadState read={read} what={t`the discount request`} />
      {r && (
        <>
          <HStack justify="space-between" wrap="wrap">
            <Text as="h1" textStyle="2xl" fontWeight="bold">
              <Trans>Discount on {r.subject}</Trans>
            </Text>
            <StatusBadge status={r.status} />
          </HStack>
          <Text>
            <Trans>
              Client: {r.client_name} · asked by {r.requested_by_name} on {formatDate(r.created_at.slice(0, 10))}
            </Trans>
          </Text>
          <HStack gap="2">
            <Text>
              <Trans>{r.percent}% off</Trans>
            </Text>
            {r.list_price !== null && <PriceTag value={r.list_price} currency={r.currency} />}
          </HStack>
          {r.reason && (
            <Text whiteSpace="pre-wrap">
              <Trans>Reason: {r.reason}</Trans>
            </Text>
          )}
          {r.decided_at && (
            <Text fontSize="sm" color="fg.muted">
              <Trans>
                Decided by {r.decided_by_name ?? '—'} on {formatDate(r.decided_at.slice(0, 10))}
              </Trans>
            </Text>
          )}
          <RequestDecision r={r} />
        </>
      )}
    </Stack>
  );
}
