/**
 * One list-and-form screen for the provider's small catalogues (product.md §2, §4 inventory and creative approval:
 * unit rules, unit sizes, materials, media types, unit reservations), so
 * they all behave the same way:
 * - the list is read from the server (not mirrored: it says so offline, with
 *   a retry), paged, optionally searched by name;
 * - "New …" and "Edit" open the form above the list; saving is an online
 *   action: a refused save shows the first message of the first field
 *   (spec §8) as a notice and under that field, an unreachable server says
 *   the save needs a connection; the form keeps what was typed either way;
 * - "Delete" asks for a confirmation in the row, then deletes and re-reads.
 * Each catalogue is a `CrudConfig` (catalog-configs.tsx).
 */
import { useState, type ReactNode } from 'react';
import { Box, Button, Flex, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '#src/api/errors.ts';
import { useServerRead } from '#src/api/use-server-read.ts';
import type { Transport } from '#src/sync/transport.ts';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { useTransport } from '../api/inventory.ts';
import { firstFieldError } from '../model/unit-form.ts';
import { OnlineState } from './online-state.tsx';

export interface CrudField {
  name: string;
  label: string;
  kind?: 'text' | 'number' | 'textarea' | 'select';
  options?: readonly { value: string; label: string }[];
  required?: boolean;
  maxLength?: number;
  hint?: string;
}

export type CrudForm = Record<string, string>;

export interface CrudConfig<Row extends { id: number }> {
  /** Page heading. */
  title: string;
  /** What one row is called in sentences: "material". */
  labels: { create: string; edit: string; empty: string; created: string; saved: string; what: string };
  columns: readonly { header: string; cell: (row: Row) => ReactNode; numeric?: boolean }[];
  fields: readonly CrudField[];
  /** The form's values for a new row (undefined) or an existing one. */
  toForm: (row: Row | undefined) => CrudForm;
  toBody: (form: CrudForm) => Record<string, unknown>;
  /** How the row is named in the delete confirmation. */
  rowName: (row: Row) => string;
  list: (transport: Transport, q: { page: number; search: string }) => Promise<{ rows: Row[]; lastPage: number }>;
  create: (transport: Transport, body: Record<string, unknown>) => Promise<Row>;
  update: (transport: Transport, id: number, body: Record<string, unknown>) => Promise<Row>;
  remove: (transport: Transport, id: number) => Promise<string>;
  /** Reads the full row before editing, when the list row lacks fields the form needs. */
  read?: (transport: Transport, id: number) => Promise<Row>;
  /** Shows a search-by-name box. */
  searchable?: boolean;
  /** Called after a save or delete with what changed (e.g. to update a mirror). */
  afterSave?: (row: Row) => Promise<void> | void;
  afterRemove?: (id: number) => Promise<void> | void;
}

/** `'new'` opens the form for a new row; a number opens that row's form. */
export type CrudOpen = 'new' | number | undefined;

function CrudFormPanel<Row extends { id: number }>({
  config,
  row,
  onDone,
}: {
  config: CrudConfig<Row>;
  row: Row | undefined;
  onDone: (saved: boolean) => void;
}) {
  const transport = useTransport();
  const [form, setForm] = useState(() => config.toForm(row));
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [offline, setOffline] = useState(false);
  const [saving, setSaving] = useState(false);
  const set = (name: string) => (value: string) => setForm((f) => ({ ...f, [name]: value }));
  const save = async () => {
    setSaving(true);
    setError(null);
    setOffline(false);
    try {
      const body = config.toBody(form);
      const saved = row ? await config.update(transport, row.id, body) : await config.create(transport, body);
      await config.afterSave?.(saved);
      notifySuccess(row ? config.labels.saved : config.labels.created);
      onDone(true);
    } catch (e) {
      if (e instanceof ApiError && e.isNetwork) setOffline(true);
      else {
        setError((e instanceof ApiError ? firstFieldError(e.errors) : undefined) ?? null);
        notifyError(e);
      }
    } finally {
      setSaving(false);
    }
  };
  const errorOf = (name: string) => (error?.field === name ? error.message : undefined);
  return (
    <form
      noValidate
      aria-label={row ? config.labels.edit : config.labels.create}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="4" p="4" borderWidth="1px" borderRadius="lg" bg="bg">
        <Heading as="h2" size="lg">
          {row ? config.labels.edit : config.labels.create}
        </Heading>
        {offline && (
          <Text role="alert" p="3" borderRadius="md" bg="bg.warning">
            <Trans>
              Saving needs a connection. Nothing you typed is lost: save again when the device is back online.
            </Trans>
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {config.fields.map((f) => {
            if (f.kind === 'select') {
              return (
                <Box key={f.name}>
                  <SelectField
                    id={`crud-${f.name}`}
                    label={f.label}
                    value={form[f.name] ?? ''}
                    onChange={set(f.name)}
                    options={f.options ?? []}
                    minW="0"
                  />
                  {errorOf(f.name) && (
                    <Text role="alert" color="fg.error" fontSize="sm" mt="1">
                      {errorOf(f.name)}
                    </Text>
                  )}
                </Box>
              );
            }
            if (f.kind === 'textarea') {
              return (
                <TextArea
                  key={f.name}
                  label={f.label}
                  name={f.name}
                  value={form[f.name] ?? ''}
                  onChange={set(f.name)}
                  error={errorOf(f.name)}
                  maxLength={f.maxLength}
                  hint={f.hint}
                />
              );
            }
            return (
              <TextInput
                key={f.name}
                label={f.label}
                name={f.name}
                value={form[f.name] ?? ''}
                onChange={set(f.name)}
                error={errorOf(f.name)}
                type={f.kind === 'number' ? 'number' : 'text'}
                required={f.required}
                maxLength={f.maxLength}
                hint={f.hint}
              />
            );
          })}
        </SimpleGrid>
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" loading={saving}>
            <Trans>Save</Trans>
          </Button>
          <Button variant="ghost" onClick={() => onDone(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** Opens a row for editing, reading it first when the config says so. */
function EditRow<Row extends { id: number }>({
  config,
  id,
  listed,
  onDone,
}: {
  config: CrudConfig<Row>;
  id: number;
  listed: Row | undefined;
  onDone: (saved: boolean) => void;
}) {
  const transport = useTransport();
  const read = useServerRead(
    () =>
      config.read
        ? config.read(transport, id)
        : listed
          ? Promise.resolve(listed)
          : Promise.reject(new Error('not found')),
    `crud-row:${id}`,
  );
  if (read.state !== 'ready') return <OnlineState read={read} what={config.labels.what} />;
  return <CrudFormPanel config={config} row={read.value} onDone={onDone} />;
}

export function CrudScreen<Row extends { id: number }>({
  config,
  open,
  heading = true,
}: {
  config: CrudConfig<Row>;
  open?: CrudOpen;
  heading?: boolean;
}) {
  const { t } = useLingui();
  const transport = useTransport();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<CrudOpen>(open);
  const [confirming, setConfirming] = useState<number | null>(null);
  const list = useServerRead(
    () => config.list(transport, { page, search: search.trim() }),
    `${config.title}:${page}:${search.trim()}:${version}`,
    { persist: `crud-list:${config.title}:${page}:${search.trim()}` },
  );
  const rows = list.state === 'ready' ? list.value.rows : [];
  const done = (saved: boolean) => {
    setEditing(undefined);
    if (saved) setVersion((n) => n + 1);
  };
  const remove = async (row: Row) => {
    setConfirming(null);
    try {
      const message = await config.remove(transport, row.id);
      await config.afterRemove?.(row.id);
      notifySuccess(message);
      setVersion((n) => n + 1);
    } catch (e) {
      notifyError(e);
    }
  };

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
        {heading ? (
          <Heading as="h1" size="2xl">
            {config.title}
          </Heading>
        ) : (
          <Heading as="h2" size="lg">
            {config.title}
          </Heading>
        )}
        {editing === undefined && (
          <Button colorPalette="brand" onClick={() => setEditing('new')}>
            {config.labels.create}
          </Button>
        )}
      </Flex>
      {editing === 'new' && <CrudFormPanel config={config} row={undefined} onDone={done} />}
      {typeof editing === 'number' && (
        <EditRow key={editing} config={config} id={editing} listed={rows.find((r) => r.id === editing)} onDone={done} />
      )}
      {config.searchable && (
        <Box maxW="md">
          <TextInput
            label={t`Search by name`}
            name="crud-search"
            type="search"
            value={search}
            onChange={(v) => {
              setSearch(v);
              setPage(1);
            }}
          />
        </Box>
      )}
      <OnlineState read={list} what={config.labels.what} />
      {list.state === 'ready' && rows.length === 0 && (
        <Text role="status" color="fg.muted">
          {config.labels.empty}
        </Text>
      )}
      {rows.length > 0 && (
        <Box overflowX="auto" borderWidth="1px" borderRadius="lg" bg="bg">
          <Table.Root size="sm" aria-label={config.title}>
            <Table.Header>
              <Table.Row>
                {config.columns.map((c) => (
                  <Table.ColumnHeader key={c.header} textAlign={c.numeric ? 'end' : 'start'}>
                    {c.header}
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader>
                  <Trans>Actions</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id}>
                  {config.columns.map((c) => (
                    <Table.Cell key={c.header} textAlign={c.numeric ? 'end' : 'start'}>
                      {c.cell(row)}
                    </Table.Cell>
                  ))}
                  <Table.Cell>
                    {confirming === row.id ? (
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
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {list.state === 'ready' && list.value.lastPage > 1 && (
        <Pagination currentPage={page} lastPage={list.value.lastPage} onPageChange={setPage} />
      )}
    </Stack>
  );
}
