/**
 * The refused rows of a file import as a table (spec §8: the server's reasons, as sent): the row number first, then
 * the columns the import names (e.g. SKU, reasons), scrolling inside its box on a phone and past `maxH` rows. Used
 * by the unit import and a proposal's CSV of units.
 */
import type { ReactNode } from 'react';
import { Box, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

export interface RefusedRow {
  /** The row number in the file (1 is the first data row after the header). */
  row: number;
  /** One cell per entry of `columns`. */
  cells: ReactNode[];
}

export function RefusedRows({
  columns,
  rows,
  maxH = '480px',
}: {
  columns: readonly ReactNode[];
  rows: readonly RefusedRow[];
  maxH?: string;
}) {
  const { t } = useLingui();
  if (!rows.length) return null;
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="lg" bg="bg" maxH={maxH} overflowY="auto">
      <Table.Root size="sm" aria-label={t`Refused rows`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader textAlign="end">
              <Trans>Row</Trans>
            </Table.ColumnHeader>
            {columns.map((c, i) => (
              <Table.ColumnHeader key={i}>{c}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.row}>
              <Table.Cell textAlign="end">{r.row}</Table.Cell>
              {r.cells.map((c, i) => (
                <Table.Cell key={i}>{c}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
