/**
 * A resource's screen from a config (ARCHITECTURE.md "Growing it:
 * Resources"; react-admin's list + create + edit in one page): the list with
 * search (1,000 ms pause, spec §9), pages from `meta.current_page/last_page`,
 * empty / offline / kept / error states, "New …" and "Edit" opening the form
 * above the list, and delete with a confirmation in the row. Saving is online:
 * the form shows the server's 422 under each field and keeps what was typed
 * (spec §5, §8); a delete the server refuses shows its message.
 *
 * A new simple resource is a `ResourceConfig` of a few dozen lines
 * (docs/adding-a-resource.md; src/features/inventory/components/catalogue-configs.tsx).
 */
import { useState, type ReactNode } from 'react';
import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { ResourceForm, type ResourceField, type ResourceValues } from '#src/ui/resource/resource-form.tsx';
import { ResourceTable, type ResourceColumn } from '#src/ui/resource/resource-table.tsx';
import { SearchBox } from '#src/ui/resource/search-box.tsx';
import {
  bodySchemaOf,
  pageOfAnswer,
  useResourceActions,
  useResourceList,
  useResourceRow,
  type ResourceEndpoints,
  type ResourcePage,
} from './use-resource.ts';

export interface ResourceConfig<Row extends { id: number }> {
  endpoints: ResourceEndpoints;
  /** Page heading. */
  title: string;
  labels: { create: string; edit: string; empty: string; created: string; saved: string; what: string };
  columns: readonly ResourceColumn<Row>[];
  fields: readonly ResourceField[];
  /** The form's values for a new row (undefined) or an existing one. */
  toForm: (row: Row | undefined) => ResourceValues;
  toBody: (values: ResourceValues) => Record<string, unknown>;
  /** How a row is named in the delete confirmation and the row buttons. */
  rowName: (row: Row) => string;
  /** The list's query key for the search box (`name`, `search`); no box without it. */
  search?: string;
  /** Fixed list filters (e.g. `{ unit_id: 12 }`). */
  filters?: Record<string, unknown>;
  /** Rows per page (default 20). */
  perPage?: number;
  /** How the list answer becomes rows (default `{ data, meta.last_page }`); may filter by `search`. */
  toPage?: (answer: unknown, search: string) => ResourcePage<Row>;
  /** After a save or delete (e.g. to update a mirrored look-up). */
  afterSave?: (row: Row) => Promise<void> | void;
  afterRemove?: (id: number) => Promise<void> | void;
}

/** `'new'` opens the form for a new row; a number opens that row's form. */
export type ResourceOpen = 'new' | number | undefined;

function EditForm<Row extends { id: number }>(props: {
  config: ResourceConfig<Row>;
  row: Row | undefined;
  onDone: (saved: boolean) => void;
}) {
  const { config, row, onDone } = props;
  const actions = useResourceActions<Row>(config.endpoints);
  const title = row ? config.labels.edit : config.labels.create;
  return (
    <ResourceForm
      title={title}
      fields={config.fields}
      initial={config.toForm(row)}
      schema={bodySchemaOf(config.endpoints, !!row)}
      toBody={config.toBody}
      onSave={async (body) => {
        const saved = await actions.save(row?.id, body);
        await config.afterSave?.(saved);
        notifySuccess(row ? config.labels.saved : config.labels.created);
        onDone(true);
      }}
      onCancel={() => onDone(false)}
    />
  );
}

/** Opens a row for editing, reading it first when the resource has a `show` call. */
function EditRow<Row extends { id: number }>(props: {
  config: ResourceConfig<Row>;
  id: number;
  listed: Row | undefined;
  onDone: (saved: boolean) => void;
}) {
  const { config, id, listed, onDone } = props;
  const read = useResourceRow<Row>(config.endpoints, id, true);
  if (!config.endpoints.show) {
    return listed ? <EditForm config={config} row={listed} onDone={onDone} /> : null;
  }
  if (read.state !== 'ready' || !read.value) return <ReadState read={read} what={config.labels.what} />;
  return <EditForm config={config} row={read.value} onDone={onDone} />;
}

export function ResourceScreen<Row extends { id: number }>(props: {
  config: ResourceConfig<Row>;
  open?: ResourceOpen;
  /** h1 (a page of its own, default) or h2 (a part of another page). */
  heading?: boolean;
  children?: ReactNode;
}) {
  const { config, open, heading = true } = props;
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ResourceOpen>(open);
  const [confirming, setConfirming] = useState<number | null>(null);
  const query = {
    page,
    per_page: config.perPage ?? 20,
    ...(config.search && !config.toPage ? { [config.search]: search } : {}),
    ...config.filters,
  };
  const toPage = config.toPage ? (a: unknown) => config.toPage!(a, search) : pageOfAnswer<Row>;
  const list = useResourceList<Row>(config.endpoints, config.toPage ? (config.filters ?? {}) : query, toPage);
  const actions = useResourceActions<Row>(config.endpoints);
  const rows = list.state === 'ready' ? (list.value?.rows ?? []) : [];
  const lastPage = list.state === 'ready' ? (list.value?.lastPage ?? 1) : 1;
  const done = () => setEditing(undefined);
  const remove = async (row: Row) => {
    setConfirming(null);
    try {
      notifySuccess(await actions.remove(row.id));
      await config.afterRemove?.(row.id);
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as={heading ? 'h1' : 'h2'} size={heading ? '2xl' : 'lg'}>
          {config.title}
        </Heading>
        {editing === undefined && (
          <Button colorPalette="brand" onClick={() => setEditing('new')}>
            {config.labels.create}
          </Button>
        )}
      </Flex>
      {editing === 'new' && <EditForm config={config} row={undefined} onDone={done} />}
      {typeof editing === 'number' && (
        <EditRow key={editing} config={config} id={editing} listed={rows.find((r) => r.id === editing)} onDone={done} />
      )}
      {config.search && (
        <SearchBox
          label={t`Search by name`}
          name="resource-search"
          onSearch={(term) => {
            setSearch(term);
            setPage(1);
          }}
        />
      )}
      <ReadState read={list} what={config.labels.what} />
      <ResourceTable
        label={config.title}
        columns={config.columns}
        rows={rows}
        empty={list.state === 'ready' ? config.labels.empty : undefined}
        actions={(row) =>
          confirming === row.id ? (
            <HStack gap="1">
              <Text fontSize="sm">{t`Delete ${config.rowName(row)}?`}</Text>
              <Button size="xs" colorPalette="red" onClick={() => void remove(row)}>
                <Trans>Yes, delete</Trans>
              </Button>
              <Button size="xs" variant="ghost" onClick={() => setConfirming(null)}>
                <Trans>Keep</Trans>
              </Button>
            </HStack>
          ) : (
            <HStack gap="1">
              <Button
                size="xs"
                variant="outline"
                aria-label={t`Edit ${config.rowName(row)}`}
                onClick={() => setEditing(row.id)}
              >
                <Trans>Edit</Trans>
              </Button>
              <Button
                size="xs"
                variant="ghost"
                aria-label={t`Delete ${config.rowName(row)}`}
                onClick={() => setConfirming(row.id)}
              >
                <Trans>Delete</Trans>
              </Button>
            </HStack>
          )
        }
      />
      {lastPage > 1 && <Pagination currentPage={page} lastPage={lastPage} onPageChange={setPage} />}
      {props.children}
    </Stack>
  );
}
