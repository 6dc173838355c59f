/**
 * /dashboard/connector/pipelines/{id?} (product.md §2 "connector: pipelines/{id?}", §3 Connector; who: `units.*`):
 * the pipelines — a connection and a data specification joined to import units or clients, or to send the live
 * units to dots. The list shows each one's type, connection, specification and last run (status and counts).
 * Open shows a pipeline's panel above the list (PipelinePanel: Run sync / Send to dots, progress polled every
 * second, refused rows, log); with an id the screen opens with that panel. "New pipeline" and Edit open the form
 * (PipelineForm). Delete asks first; a pipeline whose run is going on is refused (409) with the server's message.
 *
 * Offline: the list and an opened panel show what was read last and from when; creating, editing, deleting and
 * running say they need a connection (issue 20).
 */
import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConnectionPipeline } from '#src/api/contract/integrations.ts';
import { useEnumLabel } from '#src/i18n/enum-labels.ts';
import { PagedTable } from '#src/ui/resource/paged-table.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import type { ResourceColumn } from '#src/ui/resource/resource-table.tsx';
import { SearchBox } from '#src/ui/resource/search-box.tsx';
import {
  useConnectionChoices,
  useConnectorActions,
  usePipeline,
  usePipelines,
  useSpecificationChoices,
} from '../api/connector.ts';
import { PIPELINE_TYPE_LABELS, RUN_STATUS_LABELS } from '../model/connector.ts';
import { ConnectorPage, RowActions } from './connector-shell.tsx';
import { PipelineForm } from './pipeline-form.tsx';
import { PipelinePanel } from './pipeline-run.tsx';

/** Names of the connections and specifications the pipelines join (their ids while those are not read). */
function useNames() {
  const { t } = useLingui();
  const connections = useConnectionChoices();
  const specs = useSpecificationChoices();
  const c = new Map((connections.value ?? []).map((x) => [x.id, x.name]));
  const s = new Map((specs.value ?? []).map((x) => [x.id, x.name]));
  return {
    connection: (id: number) => c.get(id) ?? t`Connection ${id}`,
    specification: (id: number | null) => (id === null ? '—' : (s.get(id) ?? t`Specification ${id}`)),
  };
}

function useColumns(names: ReturnType<typeof useNames>): ResourceColumn<ConnectionPipeline>[] {
  const { t, i18n } = useLingui();
  const typeLabel = useEnumLabel(PIPELINE_TYPE_LABELS);
  const statusLabel = useEnumLabel(RUN_STATUS_LABELS);
  return [
    { header: t`Name`, cell: (p) => p.name },
    { header: t`Type`, cell: (p) => typeLabel(p.type) },
    { header: t`Connection`, cell: (p) => names.connection(p.connection_id) },
    { header: t`Data specification`, cell: (p) => names.specification(p.data_specification_id) },
    {
      header: t`Last run`,
      cell: (p) => {
        const r = p.last_run;
        if (!r)
          return (
            <Text as="span" color="fg.muted">
              <Trans>Never</Trans>
            </Text>
          );
        const read = i18n.number(r.rows_read);
        const written = i18n.number(r.rows_written);
        const refused = i18n.number(r.rows_refused);
        return (
          <Text as="span" fontSize="sm">
            {statusLabel(r.status)}:{' '}
            <Trans>
              {read} read, {written} written, {refused} refused
            </Trans>
          </Text>
        );
      },
    },
  ];
}

/** An existing pipeline's form, once it is read. */
function EditPipeline({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useLingui();
  const read = usePipeline(id);
  if (read.state !== 'ready') return <ReadState read={read} what={t`the pipeline`} />;
  return <PipelineForm row={read.value} onDone={onDone} />;
}

/** The pipelines screen (module doc); `open` opens that pipeline's panel. */
export function PipelinesPage({ open }: { open?: number | undefined }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [opened, setOpened] = useState<number | undefined>(open);
  const [editing, setEditing] = useState<'new' | number | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const list = usePipelines({ page, name });
  const actions = useConnectorActions();
  const names = useNames();
  const columns = useColumns(names);
  return (
    <ConnectorPage
      title={t`Pipelines`}
      current="pipelines"
      newLabel={t`New pipeline`}
      onNew={editing === undefined ? () => setEditing('new') : undefined}
      problem={problem}
      intro={<Trans>A pipeline reads a connection through a data specification into your units or clients.</Trans>}
    >
      {editing === 'new' && <PipelineForm row={undefined} onDone={() => setEditing(undefined)} />}
      {typeof editing === 'number' && <EditPipeline key={editing} id={editing} onDone={() => setEditing(undefined)} />}
      {opened !== undefined && editing === undefined && (
        <PipelinePanel
          key={opened}
          id={opened}
          names={names}
          onEdit={() => setEditing(opened)}
          onClose={() => setOpened(undefined)}
        />
      )}
      <SearchBox
        label={t`Search by name`}
        name="pipeline-search"
        onSearch={(term) => {
          setName(term);
          setPage(1);
        }}
      />
      <PagedTable
        read={list}
        what={t`the pipelines`}
        label={t`Pipelines`}
        page={page}
        onPageChange={setPage}
        columns={columns}
        empty={list.state === 'ready' ? t`No pipelines yet.` : undefined}
        actions={(p) => (
          <HStack gap="1">
            <Button size="xs" colorPalette="brand" aria-label={t`Open ${p.name}`} onClick={() => setOpened(p.id)}>
              <Trans>Open</Trans>
            </Button>
            <RowActions
              name={p.name}
              onEdit={() => setEditing(p.id)}
              remove={() => actions.remove('pipeline', p.id)}
              onRefused={setProblem}
            />
          </HStack>
        )}
      />
    </ConnectorPage>
  );
}
