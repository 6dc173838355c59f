/**
 * A data specification's field mappings as editable rows (product.md §3 Connector "option lists (columns, auths,
 * functions, types)"; src/api/contract/integrations.ts "data specification"): per row the source column — chosen
 * from `columns` when the form takes them from a connection, else typed —, the target field (GET
 * /connections/columns_available: the required ones marked), the function (GET /connections/functions) and its
 * argument for `map` and `constant`. Each row is a group named "Mapping n"; Add puts focus in the new row, Remove
 * puts it back on Add, so the list works from the keyboard alone.
 */
import { useEffect, useId, useRef } from 'react';
import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FUNCTIONS, type FieldFunction } from '#src/api/contract/integrations.ts';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { mappingRow, TAKES_ARGUMENT, type MappingRow } from '../model/connector.ts';

export interface MappingRowsProps {
  rows: readonly MappingRow[];
  onChange: (rows: MappingRow[]) => void;
  /** The target's fields (`required` marked). */
  targetFields: readonly { id: string; name: string; required?: boolean | undefined }[];
  /** The functions, named. */
  functions: readonly { value: string; label: string }[];
  /** Source columns to choose from; undefined: the source is typed. */
  columns: readonly string[] | undefined;
}

export function MappingRows({ rows, onChange, targetFields, functions, columns }: MappingRowsProps) {
  const { t } = useLingui();
  const id = useId();
  const rowRefs = useRef(new Map<number, HTMLElement>());
  const addRef = useRef<HTMLButtonElement>(null);
  // where focus goes after the rows change (a new row, or Add after a removal); moved once the rows are drawn
  const focusNext = useRef<number | 'add' | null>(null);
  useEffect(() => {
    const focus = focusNext.current;
    if (focus === null) return;
    focusNext.current = null;
    if (focus === 'add') addRef.current?.focus();
    else rowRefs.current.get(focus)?.querySelector<HTMLElement>('select, input')?.focus();
  });
  const setFocus = (to: number | 'add') => {
    focusNext.current = to;
  };
  const change = (key: number, patch: Partial<MappingRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const targets = [
    { value: '', label: t`Choose…` },
    ...targetFields.map((f) => ({ value: f.id, label: f.required ? t`${f.name} (required)` : f.name })),
  ];
  return (
    <Stack gap="3">
      {rows.map((r, i) => {
        const n = i + 1;
        const sources = columns && [
          { value: '', label: t`Choose…` },
          ...[...columns, ...(r.source && !columns.includes(r.source) ? [r.source] : [])].map((c) => ({
            value: c,
            label: c,
          })),
        ];
        return (
          <Box
            as="fieldset"
            key={r.key}
            ref={(el: HTMLElement | null) => {
              if (el) rowRefs.current.set(r.key, el);
              else rowRefs.current.delete(r.key);
            }}
            p="3"
            borderWidth="1px"
            borderRadius="md"
            minW="0"
          >
            <Text as="legend" fontSize="sm" fontWeight="semibold" px="1">
              <Trans>Mapping {n}</Trans>
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" alignItems="end">
              {r.function === 'constant' ? (
                <Text fontSize="sm" color="fg.muted">
                  <Trans>A constant reads no column.</Trans>
                </Text>
              ) : sources ? (
                <SelectField
                  id={`${id}-source-${r.key}`}
                  label={<Trans>Source column</Trans>}
                  value={r.source}
                  minW="0"
                  onChange={(x) => change(r.key, { source: x })}
                  options={sources}
                />
              ) : (
                <TextInput
                  label={t`Source column`}
                  name={`mapping-source-${r.key}`}
                  value={r.source}
                  onChange={(x) => change(r.key, { source: x })}
                  maxLength={120}
                />
              )}
              <SelectField
                id={`${id}-target-${r.key}`}
                label={<Trans>Target field</Trans>}
                value={r.target}
                minW="0"
                onChange={(x) => change(r.key, { target: x })}
                options={
                  r.target && !targetFields.some((f) => f.id === r.target)
                    ? [...targets, { value: r.target, label: r.target }]
                    : targets
                }
              />
              <SelectField
                id={`${id}-function-${r.key}`}
                label={<Trans>Function</Trans>}
                value={r.function}
                minW="0"
                onChange={(x) => change(r.key, { function: x as FieldFunction })}
                options={functions.filter((f) => (FUNCTIONS as readonly string[]).includes(f.value))}
              />
              {TAKES_ARGUMENT.has(r.function) && (
                <TextInput
                  label={r.function === 'map' ? t`Values (from=to;from2=to2)` : t`Value`}
                  name={`mapping-argument-${r.key}`}
                  value={r.argument}
                  onChange={(x) => change(r.key, { argument: x })}
                  maxLength={1000}
                />
              )}
            </SimpleGrid>
            <HStack justify="flex-end" mt="2">
              <Button
                size="xs"
                variant="ghost"
                aria-label={t`Remove mapping ${n}`}
                onClick={() => {
                  onChange(rows.filter((x) => x.key !== r.key));
                  setFocus('add');
                }}
              >
                <Trans>Remove</Trans>
              </Button>
            </HStack>
          </Box>
        );
      })}
      <HStack>
        <Button
          ref={addRef}
          size="sm"
          variant="outline"
          onClick={() => {
            const row = mappingRow();
            onChange([...rows, row]);
            setFocus(row.key);
          }}
        >
          <Trans>Add a mapping</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
