/**
 * A server list's body (spec product.md §2 "Shared widgets", §9 pagination): the read's state (loading,
 * needs a connection, refused, kept from an earlier visit), its rows as a ResourceTable with the empty state,
 * and the pages from the answer's `meta.last_page`.
 */
import { Pagination } from '../pagination.tsx';
import { ReadState, type ReadStateLike } from './read-state.tsx';
import { ResourceTable, type ResourceTableProps } from './resource-table.tsx';

/** A page of rows as the contract's paginated answers carry it. */
export interface PageAnswer<Row> {
  data: readonly Row[];
  meta: { last_page: number };
}

export interface PagedTableProps<Row extends object> extends Omit<ResourceTableProps<Row>, 'rows'> {
  /** The list's read (src/sync/reads.ts `useRead` of a paginated endpoint). */
  read: ReadStateLike & { value: PageAnswer<Row> | undefined };
  /** How the data is named in sentences ("the campaigns"). */
  what: string;
  /** The page shown (1-based) and how to change it. */
  page: number;
  onPageChange: (page: number) => void;
}

export function PagedTable<Row extends object>({ read, what, page, onPageChange, ...table }: PagedTableProps<Row>) {
  return (
    <>
      <ReadState read={read} what={what} />
      {read.value && (
        <>
          <ResourceTable {...table} rows={read.value.data} />
          <Pagination currentPage={page} lastPage={read.value.meta.last_page} onPageChange={onPageChange} />
        </>
      )}
    </>
  );
}
