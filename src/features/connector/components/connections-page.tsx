/**
 * /dashboard/connector/connection/{id?} (product.md §2 "connector: connection/{id?}", §3 Connector; api-catalogue.md
 * Integrations; who: `units.*`, providers and administrators): the data sources of the connector — name, type,
 * where it reads (a file's name, or a database's host as the server masks it), the columns found, and whether
 * credentials are stored (never shown: the server never sends them). "New connection" and each row's Edit open
 * the form above the list (ConnectionForm); with an id the list opens with that row's form. Delete asks first; a
 * connection a pipeline uses is refused (409) and the server's message is shown.
 *
 * Offline: the list shows what was read last and from when (kept on the device); creating, editing and deleting
 * are disabled and say they need a connection (issue 20).
 */
import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Connection } from '#src/api/contract/integrations.ts';
import { useEnumLabel } from '#src/i18n/enum-labels.ts';
import { PagedTable } from '#src/ui/resource/paged-table.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import type { ResourceColumn } from '#src/ui/resource/resource-table.tsx';
import { SearchBox } from '#src/ui/resource/search-box.tsx';
import { useConnection, useConnections, useConnectorActions } from '../api/connector.ts';
import { CONNECTION_TYPE_LABELS } from '../model/connector.ts';
import { ConnectionForm } from './connection-form.tsx';
import { ConnectorPage, RowActions } from './connector-shell.tsx';

/** Shown columns of a source before "+ n more". */
const COLUMNS_SHOWN = 4;

/** An existing connection's form, read fresh first. */
function EditConnection({ id, onDone }: { id: number; onDone: (saved: boolean) => void }) {
  const { t } = useLingui();
  const read = useConnection(id);
  if (read.state !== 'ready') return <ReadState read={read} what={t`the connection`} />;
  return <ConnectionForm row={read.value} onDone={onDone} />;
}

function useColumns(): ResourceColumn<Connection>[] {
  const { t } = useLingui();
  const typeLabel = useEnumLabel(CONNECTION_TYPE_LABELS);
  return [
    { header: t`Name`, cell: (c) => c.name },
    { header: t`Type`, cell: (c) => typeLabel(c.type) },
    {
      header: t`Source`,
      cell: (c) =>
        c.type === 'file' ? (
          (c.file?.name ?? '—')
        ) : (
          <Text as="span" translate="no" wordBreak="break-all">
            {[c.host, c.table ?? (c.query ? t`query` : null)].filter(Boolean).join(' · ')}
          </Text>
        ),
    },
    {
      header: t`Columns`,
      cell: (c) => {
        const more = c.columns.length - COLUMNS_SHOWN;
        return c.columns.length === 0 ? (
          <Text as="span" color="fg.muted">
            <Trans>Not read yet</Trans>
          </Text>
        ) : (
          <Text as="span" translate="no" title={c.columns.join(', ')}>
            {c.columns.slice(0, COLUMNS_SHOWN).join(', ')}
            {more > 0 ? ` ${t`and ${more} more`}` : ''}
          </Text>
        );
      },
    },
    {
      header: t`Credentials`,
      cell: (c) => (c.has_credentials ? t`Stored` : t`None`),
    },
  ];
}

/** The connections screen (module doc); `open` opens that row's form. */
export function ConnectionsPage({ open }: { open?: number | undefined }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<'new' | number | undefined>(open);
  const [problem, setProblem] = useState<string | null>(null);
  const list = useConnections({ page, name });
  const actions = useConnectorActions();
  const columns = useColumns();
  const done = () => setEditing(undefined);
  return (
    <ConnectorPage
      title={t`Connections`}
      current="connection"
      newLabel={t`New connection`}
      onNew={editing === undefined ? () => setEditing('new') : undefined}
      problem={problem}
      intro={<Trans>Where the connector reads data: an uploaded file or a PostgreSQL database.</Trans>}
    >
      {editing === 'new' && <ConnectionForm row={undefined} onDone={done} />}
      {typeof editing === 'number' && <EditConnection key={editing} id={editing} onDone={done} />}
      <SearchBox
        label={t`Search by name`}
        name="connection-search"
        onSearch={(term) => {
          setName(term);
          setPage(1);
        }}
      />
      <PagedTable
        read={list}
        what={t`the connections`}
        label={t`Connections`}
        page={page}
        onPageChange={setPage}
        columns={columns}
        empty={list.state === 'ready' ? t`No connections yet.` : undefined}
        actions={(c) => (
          <RowActions
            name={c.name}
            onEdit={() => setEditing(c.id)}
            remove={() => actions.remove('connection', c.id)}
            onRefused={setProblem}
          />
        )}
      />
    </ConnectorPage>
  );
}
