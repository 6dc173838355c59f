/**
 * /dashboard/connector/specification/{id?} (product.md §2 "connector: specification/{id?}", §3 Connector; who:
 * `units.*`): the data specifications — how a source's columns become a target's fields. The list shows each one's
 * name, target and mapped fields; "New data specification" and each row's Edit open the form above the list
 * (SpecificationForm); with an id the list opens with that row's form. Delete asks first; one a pipeline uses is
 * refused (409) with the server's message.
 *
 * Offline: the list shows what was read last and from when; creating, editing and deleting say they need a
 * connection (issue 20).
 */
import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DataSpecification } from '#src/api/contract/integrations.ts';
import { useEnumLabel } from '#src/i18n/enum-labels.ts';
import { PagedTable } from '#src/ui/resource/paged-table.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import type { ResourceColumn } from '#src/ui/resource/resource-table.tsx';
import { SearchBox } from '#src/ui/resource/search-box.tsx';
import { useConnectorActions, useSpecification, useSpecifications } from '../api/connector.ts';
import { TARGET_LABELS } from '../model/connector.ts';
import { ConnectorPage, RowActions } from './connector-shell.tsx';
import { SpecificationForm } from './specification-form.tsx';

/** An existing specification's form, read fresh first. */
function EditSpecification({ id, onDone }: { id: number; onDone: (saved: boolean) => void }) {
  const { t } = useLingui();
  const read = useSpecification(id);
  if (read.state !== 'ready') return <ReadState read={read} what={t`the data specification`} />;
  return <SpecificationForm row={read.value} onDone={onDone} />;
}

function useColumns(): ResourceColumn<DataSpecification>[] {
  const { t, i18n } = useLingui();
  const targetLabel = useEnumLabel(TARGET_LABELS);
  return [
    { header: t`Name`, cell: (s) => s.name },
    { header: t`Imports into`, cell: (s) => targetLabel(s.target) },
    { header: t`Mapped fields`, cell: (s) => i18n.number(s.fields.length), numeric: true },
    {
      header: t`Fields`,
      cell: (s) => (
        <Text as="span" translate="no" fontSize="sm">
          {s.fields.map((f) => f.target).join(', ')}
        </Text>
      ),
    },
  ];
}

/** The data specifications screen (module doc); `open` opens that row's form. */
export function SpecificationsPage({ open }: { open?: number | undefined }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<'new' | number | undefined>(open);
  const [problem, setProblem] = useState<string | null>(null);
  const list = useSpecifications({ page, name });
  const actions = useConnectorActions();
  const columns = useColumns();
  const done = () => setEditing(undefined);
  return (
    <ConnectorPage
      title={t`Data specifications`}
      current="specification"
      newLabel={t`New data specification`}
      onNew={editing === undefined ? () => setEditing('new') : undefined}
      problem={problem}
      intro={<Trans>How the columns of a source become the fields of units or clients.</Trans>}
    >
      {editing === 'new' && <SpecificationForm row={undefined} onDone={done} />}
      {typeof editing === 'number' && <EditSpecification key={editing} id={editing} onDone={done} />}
      <SearchBox
        label={t`Search by name`}
        name="specification-search"
        onSearch={(term) => {
          setName(term);
          setPage(1);
        }}
      />
      <PagedTable
        read={list}
        what={t`the data specifications`}
        label={t`Data specifications`}
        page={page}
        onPageChange={setPage}
        columns={columns}
        empty={list.state === 'ready' ? t`No data specifications yet.` : undefined}
        actions={(s) => (
          <RowActions
            name={s.name}
            onEdit={() => setEditing(s.id)}
            remove={() => actions.remove('specification', s.id)}
            onRefused={setProblem}
          />
        )}
      />
    </ConnectorPage>
  );
}
