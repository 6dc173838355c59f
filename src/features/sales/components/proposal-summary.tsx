/**
 * The proposal read as the client reads it (product.md §2 "proposals: detail, mediaplan"; campaign-proposal
 * "{id}/proposal-summary"): `ProposalDetailPage` — who it is for, dates, status, totals in its currency, each segment
 * with its lines, notes and files; `MediaPlanPage` — the same lines grouped by media type with days, price per day,
 * print price and total, and a subtotal per media type. Both from the device (the proposals mirror), so they open
 * offline; both link back to the editor and on to the booking and contract steps.
 */
import type { ReactNode } from 'react';
import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProposalLine } from '#src/api/contract/sales.ts';
import { formatMoney } from '#src/lib/money.ts';
import { PriceTag } from '#src/ui/price-tag.tsx';
import { ResourceTable } from '#src/ui/resource/resource-table.tsx';
import { useProposal, type ProposalRow } from '../api/proposals.ts';
import { ProposalStatusBadge } from './proposal-parts.tsx';

/** The proposal from the device, or what to say while it is read or when it is not here. */
export function WithProposal({ id, children }: { id: number; children: (p: ProposalRow) => ReactNode }) {
  const p = useProposal(id);
  if (p === undefined)
    return (
      <Text role="status" color="fg.muted">
        <Trans>Loading the proposal…</Trans>
      </Text>
    );
  if (p === null)
    return (
      <Text role="status">
        <Trans>This proposal is not on this device. It downloads with the others when the app is online.</Trans>
      </Text>
    );
  return <>{children(p)}</>;
}

/** Links between the proposal's pages (`current` is left out). */
export function ProposalSteps({ p, current }: { p: ProposalRow; current: string }) {
  const links: { key: string; node: ReactNode }[] = [
    {
      key: 'editor',
      node: (
        <Link to="/dashboard/proposals/$id" params={{ id: p.id }}>
          <Trans>Edit</Trans>
        </Link>
      ),
    },
    {
      key: 'detail',
      node: (
        <Link to="/dashboard/proposals/detail" search={{ id: p.id }}>
          <Trans>Summary</Trans>
        </Link>
      ),
    },
    {
      key: 'mediaplan',
      node: (
        <Link to="/dashboard/proposals/mediaplan" search={{ id: p.id }}>
          <Trans>Media plan</Trans>
        </Link>
      ),
    },
    {
      key: 'make-reservation',
      node: (
        <Link to="/dashboard/proposals/make-reservation" search={{ id: p.id }}>
          <Trans>Booking</Trans>
        </Link>
      ),
    },
    {
      key: 'make-contracts',
      node: (
        <Link to="/dashboard/proposals/make-contracts" search={{ id: p.id }}>
          <Trans>Contract</Trans>
        </Link>
      ),
    },
    {
      key: 'photografic',
      node: (
        <Link to="/proposals/$id/photografic" params={{ id: p.id }}>
          <Trans>Photographic proposal</Trans>
        </Link>
      ),
    },
  ];
  const { t } = useLingui();
  return (
    <HStack as="nav" aria-label={t`Pages of the proposal`} gap="4" wrap="wrap">
      {links
        .filter((l) => l.key !== current)
        .map((l) => (
          <ChakraLink key={l.key} asChild>
            {l.node}
          </ChakraLink>
        ))}
    </HStack>
  );
}

/** Name, status, customer, dates and totals. */
export function ProposalHeader({ p, title }: { p: ProposalRow; title: string }) {
  return (
    <Stack gap="2">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <ProposalStatusBadge status={p.status} />
      </HStack>
      <HStack gap="4" wrap="wrap">
        <Text>
          <Trans>Client: {p.client_name}</Trans>
        </Text>
        {p.start_date && p.end_date && (
          <Text>
            <Trans>
              From {p.start_date} to {p.end_date}
            </Trans>
          </Text>
        )}
        <Text>
          <Trans>Subtotal:</Trans> <PriceTag value={p.subtotal} currency={p.currency} size="sm" />
        </Text>
        {p.discount > 0 && (
          <Text>
            <Trans>Discount:</Trans> <PriceTag value={p.discount} currency={p.currency} size="sm" />
          </Text>
        )}
        <Text data-testid="proposal-total">
          <Trans>Total:</Trans> <PriceTag value={p.total} currency={p.currency} />
        </Text>
      </HStack>
    </Stack>
  );
}

function LinesTable({ p, label, lines }: { p: ProposalRow; label: string; lines: readonly ProposalLine[] }) {
  const { t } = useLingui();
  const money = (v: number) => formatMoney(v, { currency: p.currency ?? undefined });
  return (
    <ResourceTable
      label={label}
      rows={lines}
      empty={t`No units here.`}
      columns={[
        { header: t`Unit`, cell: (l) => `${l.unit.title} (${l.unit.sku})` },
        { header: t`City`, cell: (l) => l.unit.city },
        { header: t`Dates`, cell: (l) => t`${l.start_date} to ${l.end_date}` },
        { header: t`Days`, cell: (l) => l.days, numeric: true },
        { header: t`Price per day`, cell: (l) => money(l.price_per_day), numeric: true },
        { header: t`Faces`, cell: (l) => l.quantity, numeric: true },
        { header: t`Print`, cell: (l) => money(l.print_price), numeric: true },
        { header: t`Total`, cell: (l) => money(l.total), numeric: true },
      ]}
    />
  );
}

/** `/dashboard/proposals/detail?id=` : the proposal's summary. */
export function ProposalDetailPage({ id }: { id: number }) {
  const { t } = useLingui();
  return (
    <WithProposal id={id}>
      {(p) => {
        const loose = p.units.filter((l) => !p.segments.some((s) => s.id === l.segment_id));
        return (
          <Stack gap="5" maxW="7xl">
            <ProposalHeader p={p} title={p.name} />
            <ProposalSteps p={p} current="detail" />
            {p.segments.map((s) => (
              <Stack key={s.id} as="section" gap="2" aria-label={s.name}>
                <HStack justify="space-between" wrap="wrap">
                  <Heading as="h2" size="lg">
                    {s.name}
                  </Heading>
                  <PriceTag value={s.subtotal} currency={p.currency} size="sm" />
                </HStack>
                <LinesTable p={p} label={s.name} lines={p.units.filter((l) => l.segment_id === s.id)} />
              </Stack>
            ))}
            {loose.length > 0 && (
              <Stack as="section" gap="2" aria-label={t`Units without a segment`}>
                <Heading as="h2" size="lg">
                  <Trans>Units without a segment</Trans>
                </Heading>
                <LinesTable p={p} label={t`Units without a segment`} lines={loose} />
              </Stack>
            )}
            {p.notes && (
              <Box>
                <Heading as="h2" size="md">
                  <Trans>Notes</Trans>
                </Heading>
                <Text whiteSpace="pre-wrap">{p.notes}</Text>
              </Box>
            )}
            {p.files.length > 0 && (
              <Box>
                <Heading as="h2" size="md">
                  <Trans>Files</Trans>
                </Heading>
                <Stack as="ul" listStyleType="none" gap="1">
                  {p.files.map((f) => (
                    <li key={f.id}>
                      <ChakraLink href={f.url} target="_blank" rel="noopener">
                        {f.name}
                      </ChakraLink>
                    </li>
                  ))}
                </Stack>
              </Box>
            )}
          </Stack>
        );
      }}
    </WithProposal>
  );
}

/** `/dashboard/proposals/mediaplan?id=` : the lines by media type, with a subtotal each. */
export function MediaPlanPage({ id }: { id: number }) {
  const { t } = useLingui();
  return (
    <WithProposal id={id}>
      {(p) => {
        const byType = new Map<string, ProposalLine[]>();
        for (const l of p.units) byType.set(l.unit.media_type.name, [...(byType.get(l.unit.media_type.name) ?? []), l]);
        return (
          <Stack gap="5" maxW="7xl">
            <ProposalHeader p={p} title={t`Media plan: ${p.name}`} />
            <ProposalSteps p={p} current="mediaplan" />
            {[...byType].map(([type, lines]) => (
              <Stack key={type} as="section" gap="2" aria-label={type}>
                <HStack justify="space-between" wrap="wrap">
                  <Heading as="h2" size="lg">
                    {type}
                  </Heading>
                  <Text>
                    <Trans>Subtotal:</Trans>{' '}
                    <PriceTag
                      value={Math.round(lines.reduce((sum, l) => sum + l.total, 0) * 100) / 100}
                      currency={p.currency}
                      size="sm"
                    />
                  </Text>
                </HStack>
                <LinesTable p={p} label={type} lines={lines} />
              </Stack>
            ))}
            {p.units.length === 0 && (
              <Text role="status">
                <Trans>This proposal has no units yet.</Trans>
              </Text>
            )}
          </Stack>
        );
      }}
    </WithProposal>
  );
}

/** A proposal page opened without `?id=`: says so and leads to the list. */
export function NoProposalChosen() {
  return (
    <Stack gap="2">
      <Text role="status">
        <Trans>No proposal chosen.</Trans>
      </Text>
      <ChakraLink asChild>
        <Link to="/dashboard/proposals">
          <Trans>Open the proposals</Trans>
        </Link>
      </ChakraLink>
    </Stack>
  );
}
