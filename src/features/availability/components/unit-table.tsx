/**
 * A page of grid rows as a table (the unused units of media-availability, the temporary holds): the unit (title
 * and SKU, linking to its contracts and bookings), media type, provider, city, list price per day with its
 * currency (spec §9: 2 decimals), its free / held / busy day counts, and an optional extra column. The table
 * scrolls inside its own box on a phone; the pagination under it moves through the server's pages.
 */
import type { ReactNode } from 'react';
import { Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '#src/lib/money.ts';
import { Pagination } from '#src/ui/pagination.tsx';
import { TableHead } from '#src/ui/table-head.tsx';
import type { GridAnswer, GridRow } from '../api/views.ts';
import { DayCounts } from './grid-parts.tsx';

export interface UnitTableProps {
  /** The page answered. */
  page: GridAnswer;
  /** Accessible name of the table. */
  caption: string;
  onPageChange: (page: number) => void;
  /** An extra column's header… */
  extraLabel?: ReactNode;
  /** …and each row's cell in it. */
  renderExtra?: (row: GridRow) => ReactNode;
  /** Rows shown (default all of the page): e.g. only those with held days. */
  rows?: readonly GridRow[];
}

/** The table (see module doc). */
export function UnitTable({ page, caption, onPageChange, extraLabel, renderExtra, rows = page.data }: UnitTableProps) {
  const { t } = useLingui();
  return (
    <Stack gap="3" minW="0">
      <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" tabIndex={0} position="relative">
        <Table.Root size="sm">
          <Table.Caption captionSide="top" textAlign="start" srOnly>
            {caption}
          </Table.Caption>
          <TableHead
            columns={[
              { label: <Trans>Unit</Trans> },
              { label: <Trans>Media type</Trans> },
              { label: <Trans>Provider</Trans> },
              { label: <Trans>City</Trans> },
              { label: <Trans>Price per day</Trans>, end: true },
              { label: <Trans>Days</Trans> },
              ...(renderExtra ? [{ label: extraLabel }] : []),
            ]}
          />
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.id} data-unit={r.id}>
                <Table.Cell minW="180px">
                  <Text fontWeight="medium">{r.title}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {r.sku}
                  </Text>
                  <HStack gap="2" fontSize="xs">
                    <Link
                      to="/dashboard/availability/$id/contracts"
                      params={{ id: r.id }}
                      aria-label={t`Contracts of ${r.title}`}
                    >
                      <Trans>Contracts</Trans>
                    </Link>
                    <Link
                      to="/dashboard/availability/$id/bookings"
                      params={{ id: r.id }}
                      aria-label={t`Bookings of ${r.title}`}
                    >
                      <Trans>Bookings</Trans>
                    </Link>
                  </HStack>
                </Table.Cell>
                <Table.Cell>{r.media_type.name}</Table.Cell>
                <Table.Cell>{r.provider.name}</Table.Cell>
                <Table.Cell>{r.city}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatMoney(r.price, { currency: r.currency })}
                </Table.Cell>
                <Table.Cell>
                  <DayCounts free={r.free} held={r.held} busy={r.busy} />
                </Table.Cell>
                {renderExtra && <Table.Cell>{renderExtra(r)}</Table.Cell>}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Box>
        <Pagination currentPage={page.meta.current_page} lastPage={page.meta.last_page} onPageChange={onPageChange} />
      </Box>
    </Stack>
  );
}
