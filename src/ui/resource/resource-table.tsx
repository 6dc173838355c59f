/**
 * A resource's rows as a table (spec product.md §2 "Shared widgets"): one
 * header per column (numbers right-aligned), a caption for screen readers,
 * an actions cell per row, horizontal scroll on a phone, and the empty state
 * when a finished read has no rows.
 */
import type { Key, ReactNode } from 'react';
import { Box, Table, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

export interface ResourceColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned (amounts, counts). */
  numeric?: boolean;
}

export interface ResourceTableProps<Row extends object> {
  /** The table's accessible name. */
  label: string;
  columns: readonly ResourceColumn<Row>[];
  rows: readonly Row[];
  /** Shown (role=status) when `rows` is empty and `empty` is set. */
  empty?: string | undefined;
  actions?: ((row: Row) => ReactNode) | undefined;
  /** The row's React key; default its `id` (rows without one, e.g. a unit's bookings, must give it). */
  rowKey?: ((row: Row) => Key) | undefined;
}

export function ResourceTable<Row extends object>({
  label,
  columns,
  rows,
  empty,
  actions,
  rowKey = (row) => (row as { id: Key }).id,
}: ResourceTableProps<Row>) {
  if (rows.length === 0)
    return empty ? (
      <Text role="status" color="fg.muted">
        {empty}
      </Text>
    ) : null;
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="lg" bg="bg">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.header} textAlign={c.numeric ? 'end' : 'start'}>
                {c.header}
              </Table.ColumnHeader>
            ))}
            {actions && (
              <Table.ColumnHeader>
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Cell key={c.header} textAlign={c.numeric ? 'end' : 'start'}>
                  {c.cell(row)}
                </Table.Cell>
              ))}
              {actions && <Table.Cell>{actions(row)}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
