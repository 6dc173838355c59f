/**
 * A pipeline's create/edit form (product.md §2 connector pipelines/{id?}; src/api/contract/integrations.ts
 * "pipeline"): name, type (GET /connection_pipelines/types), the connection it reads (or, for `dots_units`, the
 * PostgreSQL table it writes), the data specification of the type's target (none for `dots_units`) and, for a
 * clients import, the workgroup the clients join (the caller's workgroups when it may read them; empty: the server
 * uses the caller's only one). The server's 422 shows under each field; what was chosen is kept. Saving needs a
 * connection.
 */
import { useId, useState } from 'react';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  PIPELINE_TARGET,
  PIPELINE_TYPES,
  type ConnectionPipeline,
  type PipelineType,
} from '#src/api/contract/integrations.ts';
import { notifySuccess } from '#src/ui/notices.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import {
  useConnectionChoices,
  useConnectorActions,
  useConnectorOptions,
  useMayChooseWorkgroup,
  useMyWorkgroups,
  useSpecificationChoices,
} from '../api/connector.ts';
import { PIPELINE_TYPE_LABELS } from '../model/connector.ts';
import {
  FieldMessage,
  FormButtons,
  useOptionChoices,
  useRefusal,
  type Refusal,
  FormFrame,
} from './connector-shell.tsx';

/** The form (module doc); `onDone(true)` after a save, `onDone(false)` on Cancel. */
export function PipelineForm({
  row,
  onDone,
}: {
  row: ConnectionPipeline | undefined;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const actions = useConnectorActions();
  const refusal = useRefusal();
  const types = useOptionChoices(useConnectorOptions('pipelineTypes'), PIPELINE_TYPES, PIPELINE_TYPE_LABELS);
  const connections = useConnectionChoices();
  const specs = useSpecificationChoices();
  const [name, setName] = useState(row?.name ?? '');
  const [type, setType] = useState<PipelineType>(row?.type ?? 'import_units');
  const [connectionId, setConnectionId] = useState(row ? String(row.connection_id) : '');
  const [specId, setSpecId] = useState(row?.data_specification_id ? String(row.data_specification_id) : '');
  const [workgroupId, setWorkgroupId] = useState(row?.workgroup_id ? String(row.workgroup_id) : '');
  const [problem, setProblem] = useState<Refusal>({ form: undefined, fields: {} });
  const [busy, setBusy] = useState(false);
  const target = PIPELINE_TARGET[type];
  const mayChoose = useMayChooseWorkgroup();
  const workgroups = useMyWorkgroups(mayChoose && type === 'import_customers');
  const err = problem.fields;

  const save = async () => {
    const own: Record<string, string> = {};
    if (!name.trim()) own.name = t`Required.`;
    if (!connectionId) own.connection_id = t`Choose a connection.`;
    if (target && !specId) own.data_specification_id = t`Choose a data specification.`;
    if (Object.keys(own).length) {
      setProblem({ form: undefined, fields: own });
      return;
    }
    setBusy(true);
    setProblem({ form: undefined, fields: {} });
    try {
      await actions.savePipeline(row?.id, {
        name: name.trim(),
        type,
        connection_id: Number(connectionId),
        data_specification_id: target ? Number(specId) : null,
        workgroup_id: type === 'import_customers' && workgroupId ? Number(workgroupId) : null,
      });
      notifySuccess(row ? t`Pipeline saved.` : t`Pipeline created.`);
      onDone(true);
    } catch (e) {
      setProblem(refusal(e));
    } finally {
      setBusy(false);
    }
  };

  const title = row ? t`Edit pipeline` : t`New pipeline`;
  const choose = { value: '', label: t`Choose…` };
  return (
    <FormFrame title={title} problem={problem.form} onSubmit={() => void save()}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <TextInput
          label={t`Name`}
          name="pipeline-name"
          value={name}
          onChange={setName}
          error={err.name}
          required
          maxLength={120}
        />
        <Box>
          <SelectField
            id={`${id}-type`}
            label={<Trans>Type</Trans>}
            value={type}
            minW="0"
            onChange={(x) => setType(x as PipelineType)}
            options={types}
          />
          <FieldMessage>{err.type}</FieldMessage>
        </Box>
        <Box>
          <SelectField
            id={`${id}-connection`}
            label={type === 'dots_units' ? <Trans>Connection written to</Trans> : <Trans>Connection read</Trans>}
            value={connectionId}
            minW="0"
            onChange={setConnectionId}
            options={[choose, ...(connections.value ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
          />
          {type === 'dots_units' && !err.connection_id && (
            <Text fontSize="xs" color="fg.muted" mt="1">
              <Trans>A PostgreSQL connection with a table: the live units are written there.</Trans>
            </Text>
          )}
          <FieldMessage>{err.connection_id}</FieldMessage>
        </Box>
        {target && (
          <Box>
            <SelectField
              id={`${id}-specification`}
              label={<Trans>Data specification</Trans>}
              value={specId}
              minW="0"
              onChange={setSpecId}
              options={[
                choose,
                ...(specs.value ?? [])
                  .filter((s) => s.target === target)
                  .map((s) => ({ value: String(s.id), label: s.name })),
              ]}
            />
            <FieldMessage>{err.data_specification_id}</FieldMessage>
          </Box>
        )}
        {type === 'import_customers' && (
          <Box>
            {mayChoose ? (
              <SelectField
                id={`${id}-workgroup`}
                label={<Trans>Workgroup the clients join</Trans>}
                value={workgroupId}
                minW="0"
                onChange={setWorkgroupId}
                options={[
                  { value: '', label: t`My only workgroup` },
                  ...(workgroups.value ?? []).map((w) => ({ value: String(w.id), label: w.name })),
                ]}
              />
            ) : (
              <Text fontSize="sm" color="fg.muted">
                <Trans>The clients join your workgroup.</Trans>
              </Text>
            )}
            <FieldMessage>{err.workgroup_id}</FieldMessage>
          </Box>
        )}
      </SimpleGrid>
      <FormButtons busy={busy} onCancel={() => onDone(false)} />
    </FormFrame>
  );
}
