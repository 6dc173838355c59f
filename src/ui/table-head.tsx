/**
 * The header row of a data table (Chakra `Table.Header`): one column header per label, amounts aligned to the end
 * (`end: true`), as the tables of lines (contract units, renewals, orders) repeat it.
 */
import type { ReactNode } from 'react';
import { Table } from '@chakra-ui/react';

/** A column: its label, and whether its cells hold amounts (aligned to the end). */
export interface TableColumn {
  label: ReactNode;
  end?: boolean;
}

/** The header row of `columns`, in order. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((c, i) => (
          <Table.ColumnHeader key={i} textAlign={c.end ? 'end' : undefined}>
            {c.label}
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}
