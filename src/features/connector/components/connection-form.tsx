/**
 * A connection's create/edit form (product.md §2 connector connection/{id?}; src/api/contract/integrations.ts):
 * name, type (GET /connections/types; fixed once created), auth method (GET /connections/auth_methods, the ones that
 * go with the type), and the source — for `file` an upload of a CSV or .xlsx (over MAX_SOURCE_BYTES refused here;
 * the server's 413, 415 or 422 shown under the field), for `postgresql` a connection string and optional password
 * (password inputs, never filled: the server never sends credentials; on an edit an empty one keeps the stored one,
 * and the form says so) and a table or a query. What was typed is kept after any refusal. Saving needs a connection.
 */
import { useId, useState } from 'react';
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AUTH_METHODS,
  CONNECTION_TYPES,
  MAX_SOURCE_BYTES,
  type AuthMethod,
  type Connection,
  type ConnectionType,
} from '#src/api/contract/integrations.ts';
import { formatBytes } from '#src/lib/text.ts';
import { notifySuccess } from '#src/ui/notices.tsx';
import { PasswordInput } from '#src/ui/password-input.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { useConnectorActions, useConnectorOptions } from '../api/connector.ts';
import { AUTH_FOR_TYPE, connectionBody, CONNECTION_TYPE_LABELS, type ConnectionValues } from '../model/connector.ts';
import {
  FieldMessage,
  FormButtons,
  useOptionChoices,
  useRefusal,
  type Refusal,
  FormFrame,
} from './connector-shell.tsx';

/** The files a source may be (typed again by their bytes on the server). */
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const AUTH_LABELS = {
  none: msg`None (the connection string says it all)`,
  password: msg`Password`,
  file: msg`Uploaded file`,
};

const initialValues = (row: Connection | undefined): ConnectionValues => ({
  name: row?.name ?? '',
  type: row?.type ?? 'file',
  auth_method: row?.auth_method ?? 'file',
  connection_string: '',
  password: '',
  source: row?.query ? 'query' : 'table',
  table: row?.table ?? '',
  query: row?.query ?? '',
  file: null,
});

/** The form (module doc); `onDone(true)` after a save, `onDone(false)` on Cancel. */
export function ConnectionForm({ row, onDone }: { row: Connection | undefined; onDone: (saved: boolean) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const actions = useConnectorActions();
  const refusal = useRefusal();
  const types = useOptionChoices(useConnectorOptions('types'), CONNECTION_TYPES, CONNECTION_TYPE_LABELS);
  const auths = useOptionChoices(useConnectorOptions('authMethods'), AUTH_METHODS, AUTH_LABELS);
  const [values, setValues] = useState<ConnectionValues>(() => initialValues(row));
  const [problem, setProblem] = useState<Refusal>({ form: undefined, fields: {} });
  const [busy, setBusy] = useState(false);
  const editing = !!row;
  const set = <K extends keyof ConnectionValues>(key: K, value: ConnectionValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const maxSize = formatBytes(MAX_SOURCE_BYTES, i18n.locale);
  const keepsSecret = editing && row.type === 'postgresql' && row.has_credentials;

  /** The device's own checks (the server checks everything again). */
  const check = (): Record<string, string> => {
    const out: Record<string, string> = {};
    if (!values.name.trim()) out.name = t`Required.`;
    if (values.type === 'file') {
      if (!values.file && !(editing && row.type === 'file')) out.file = t`Choose a CSV or Excel file.`;
      else if (values.file && values.file.size > MAX_SOURCE_BYTES) out.file = t`This file is over ${maxSize}.`;
    } else {
      if (!values.connection_string.trim() && !keepsSecret) out.connection_string = t`Required.`;
      if (values.source === 'table' && !values.table.trim()) out.table = t`Name a table or write a query.`;
      if (values.source === 'query' && !values.query.trim()) out.query = t`Name a table or write a query.`;
    }
    return out;
  };

  const save = async () => {
    const own = check();
    if (Object.keys(own).length) {
      setProblem({ form: undefined, fields: own });
      return;
    }
    setBusy(true);
    setProblem({ form: undefined, fields: {} });
    try {
      await actions.saveConnection(row?.id, connectionBody(values, editing));
      notifySuccess(editing ? t`Connection saved.` : t`Connection created.`);
      onDone(true);
    } catch (e) {
      setProblem(refusal(e, 'file'));
    } finally {
      setBusy(false);
    }
  };

  const title = editing ? t`Edit connection` : t`New connection`;
  const err = problem.fields;
  return (
    <FormFrame title={title} problem={problem.form} onSubmit={() => void save()}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextInput
          label={t`Name`}
          name="connection-name"
          value={values.name}
          onChange={(x) => set('name', x)}
          error={err.name}
          required
          maxLength={120}
        />
        <Box>
          <SelectField
            id={`${id}-type`}
            label={<Trans>Type</Trans>}
            value={values.type}
            disabled={editing}
            minW="0"
            onChange={(x) => {
              const type = x as ConnectionType;
              setValues((v) => ({ ...v, type, auth_method: AUTH_FOR_TYPE[type][0]! }));
            }}
            options={types}
          />
          {editing && !err.type && (
            <Text fontSize="xs" color="fg.muted" mt="1">
              <Trans>The type of a connection does not change.</Trans>
            </Text>
          )}
          <FieldMessage>{err.type}</FieldMessage>
        </Box>
        <Box>
          <SelectField
            id={`${id}-auth`}
            label={<Trans>Authentication</Trans>}
            value={values.auth_method}
            minW="0"
            disabled={values.type === 'file'}
            onChange={(x) => set('auth_method', x as AuthMethod)}
            options={auths.filter((a) => AUTH_FOR_TYPE[values.type].includes(a.value as AuthMethod))}
          />
          <FieldMessage>{err.auth_method}</FieldMessage>
        </Box>
      </SimpleGrid>
      {values.type === 'file' ? (
        <Stack gap="1">
          <label htmlFor={`${id}-file`}>
            <Text fontSize="sm" fontWeight="medium">
              <Trans>Source file (CSV or Excel .xlsx)</Trans>
            </Text>
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            aria-invalid={err.file ? true : undefined}
            aria-describedby={`${id}-file-hint${err.file ? ` ${id}-file-error` : ''}`}
            onChange={(e) => set('file', e.currentTarget.files?.[0] ?? null)}
          />
          <Text id={`${id}-file-hint`} fontSize="xs" color="fg.muted">
            {editing && row.file ? (
              <Trans>
                Now: {row.file.name} ({formatBytes(row.file.size, i18n.locale)}). Choose a file only to replace it.
              </Trans>
            ) : (
              <Trans>
                The first row names the columns. UTF-8, comma or semicolon separated, or the first sheet of an Excel
                file; up to {maxSize}.
              </Trans>
            )}
          </Text>
          <FieldMessage id={`${id}-file-error`}>{err.file}</FieldMessage>
        </Stack>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <PasswordInput
            label={t`Connection string`}
            name="connection-string"
            value={values.connection_string}
            onChange={(x) => set('connection_string', x)}
            autoComplete="new-password"
            required={!keepsSecret}
            error={err.connection_string}
            hint={
              keepsSecret
                ? t`A connection string is stored and never shown. Leave this empty to keep it.`
                : t`For example postgres://user@db.example.com:5432/sales`
            }
          />
          {values.auth_method === 'password' && (
            <PasswordInput
              label={t`Password`}
              name="connection-password"
              value={values.password}
              onChange={(x) => set('password', x)}
              autoComplete="new-password"
              error={err.password}
              hint={editing ? t`Leave empty to keep the stored password.` : undefined}
            />
          )}
          <Box>
            <SelectField
              id={`${id}-source`}
              label={<Trans>Read from</Trans>}
              value={values.source}
              minW="0"
              onChange={(x) => set('source', x as ConnectionValues['source'])}
              options={[
                { value: 'table', label: t`A table` },
                { value: 'query', label: t`A query` },
              ]}
            />
          </Box>
          {values.source === 'table' ? (
            <TextInput
              label={t`Table`}
              name="connection-table"
              value={values.table}
              onChange={(x) => set('table', x)}
              error={err.table}
              hint={t`name or schema.name`}
              maxLength={127}
            />
          ) : (
            <TextArea
              label={t`Query`}
              name="connection-query"
              value={values.query}
              onChange={(x) => set('query', x)}
              error={err.query ?? err.table}
              hint={t`One SELECT, without “;”.`}
              maxLength={10_000}
            />
          )}
        </SimpleGrid>
      )}
      <FormButtons busy={busy} onCancel={() => onDone(false)} />
    </FormFrame>
  );
}
