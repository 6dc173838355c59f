/**
 * A data specification's create/edit form (product.md §2 connector specification/{id?}; src/api/contract/
 * integrations.ts): name, target (units or clients) and the field mappings (MappingRows). The source columns are
 * typed, or chosen from a connection's `columns` once the user picks a connection to take them from (its header
 * row; a database's columns once a run read them). The target's required fields not mapped yet are listed, and one
 * button adds a row for each. The server's 422 under `fields` (every message) shows under the mappings; what was
 * typed is kept. Saving needs a connection.
 */
import { useId, useState } from 'react';
import { Box, Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FUNCTIONS, TARGETS, type DataSpecification, type Target } from '#src/api/contract/integrations.ts';
import { ApiError } from '#src/api/errors.ts';
import { notifySuccess } from '#src/ui/notices.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { useConnectionChoices, useConnectorActions, useConnectorOptions, useTargetFields } from '../api/connector.ts';
import { mappingRow, specFields, TARGET_LABELS, unmappedRequired, type MappingRow } from '../model/connector.ts';
import {
  FieldMessage,
  FormButtons,
  useOptionChoices,
  useRefusal,
  type Refusal,
  FormFrame,
} from './connector-shell.tsx';
import { MappingRows } from './mapping-rows.tsx';

const FUNCTION_LABELS = {
  none: msg`As it is`,
  trim: msg`Trim spaces`,
  upper: msg`Upper case`,
  lower: msg`Lower case`,
  number: msg`Number`,
  integer: msg`Whole number`,
  date: msg`Date`,
  map: msg`Map values`,
  constant: msg`Constant`,
};

/** The form (module doc); `onDone(true)` after a save, `onDone(false)` on Cancel. */
export function SpecificationForm({
  row,
  onDone,
}: {
  row: DataSpecification | undefined;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const actions = useConnectorActions();
  const refusal = useRefusal();
  const [name, setName] = useState(row?.name ?? '');
  const [target, setTarget] = useState<Target>(row?.target ?? 'units');
  const [rows, setRows] = useState<MappingRow[]>(() => (row?.fields ?? [{}]).map((f) => mappingRow(f)));
  const [from, setFrom] = useState('');
  const [problem, setProblem] = useState<Refusal & { mappings: string[] }>({
    form: undefined,
    fields: {},
    mappings: [],
  });
  const [busy, setBusy] = useState(false);
  const targetFields = useTargetFields(target);
  const connections = useConnectionChoices();
  const functions = useOptionChoices(useConnectorOptions('functions'), FUNCTIONS, FUNCTION_LABELS);
  const targetLabel = useOptionChoices({ value: undefined }, TARGETS, TARGET_LABELS);
  const withColumns = (connections.value ?? []).filter((c) => c.columns.length > 0);
  const columns = withColumns.find((c) => String(c.id) === from)?.columns;
  const fields = targetFields.value ?? [];
  const missing = unmappedRequired(fields, rows);
  const nameOf = new Map(fields.map((f) => [f.id, f.name]));

  const save = async () => {
    const own: Record<string, string> = {};
    if (!name.trim()) own.name = t`Required.`;
    const mappings = rows.length === 0 ? [t`Add at least one mapping.`] : [];
    if (rows.some((r) => !r.target)) mappings.push(t`Choose the target field of every mapping.`);
    if (Object.keys(own).length || mappings.length) {
      setProblem({ form: undefined, fields: own, mappings });
      return;
    }
    setBusy(true);
    setProblem({ form: undefined, fields: {}, mappings: [] });
    try {
      await actions.saveSpecification(row?.id, { name: name.trim(), target, fields: specFields(rows) });
      notifySuccess(row ? t`Data specification saved.` : t`Data specification created.`);
      onDone(true);
    } catch (e) {
      const all = e instanceof ApiError ? (e.errors?.fields ?? []) : [];
      setProblem({ ...refusal(e), mappings: all });
    } finally {
      setBusy(false);
    }
  };

  const title = row ? t`Edit data specification` : t`New data specification`;
  return (
    <FormFrame title={title} problem={problem.form} onSubmit={() => void save()}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
        <TextInput
          label={t`Name`}
          name="specification-name"
          value={name}
          onChange={setName}
          error={problem.fields.name}
          required
          maxLength={120}
        />
        <Box>
          <SelectField
            id={`${id}-target`}
            label={<Trans>Imports into</Trans>}
            value={target}
            minW="0"
            onChange={(x) => setTarget(x as Target)}
            options={targetLabel}
          />
          <FieldMessage>{problem.fields.target}</FieldMessage>
        </Box>
        <Box>
          <SelectField
            id={`${id}-from`}
            label={<Trans>Take the columns from</Trans>}
            value={from}
            minW="0"
            onChange={setFrom}
            options={[
              { value: '', label: t`No connection: type them` },
              ...withColumns.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
        </Box>
      </SimpleGrid>
      <Box as="fieldset" minW="0" aria-describedby={`${id}-mappings-note`}>
        <Text as="legend" fontWeight="medium" mb="2">
          <Trans>Field mappings</Trans>
        </Text>
        <Text id={`${id}-mappings-note`} fontSize="sm" color="fg.muted" mb="2">
          {missing.length ? (
            <Trans>Required fields still to map: {missing.map((f) => nameOf.get(f) ?? f).join(', ')}.</Trans>
          ) : (
            <Trans>Every required field is mapped.</Trans>
          )}
        </Text>
        {missing.length > 0 && (
          <HStack mb="3">
            <Button
              size="xs"
              variant="outline"
              onClick={() =>
                setRows((rs) => [
                  ...rs.filter((r) => r.target || r.source),
                  ...missing.map((f) => mappingRow({ target: f })),
                ])
              }
            >
              <Trans>Add the required fields</Trans>
            </Button>
          </HStack>
        )}
        <MappingRows rows={rows} onChange={setRows} targetFields={fields} functions={functions} columns={columns} />
        {problem.mappings.map((m) => (
          <FieldMessage key={m}>{m}</FieldMessage>
        ))}
      </Box>
      <FormButtons busy={busy} onCancel={() => onDone(false)} />
    </FormFrame>
  );
}
