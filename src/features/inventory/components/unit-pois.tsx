/**
 * A unit's points of interest (api-catalogue.md "Units (provider)",
 * spec §9): search around the unit with `type=all` (every category) or one
 * category, and by name; choose some and show them on the unit's page
 * (activate) or hide them (deactivate). Online only; says so offline.
 * The contract has no separate "sync" call: the activation answer is the
 * unit's new set of shown points, applied to the list at once.
 */
import { useState } from 'react';
import { Box, Button, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import * as inv from '#src/api/contract/inventory.ts';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { useActivatePois, usePoiCategories, useUnitPoiSearch } from '../api/inventory.ts';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { toggled } from '#src/lib/sets.ts';

export function UnitPois({ unitId }: { unitId: number }) {
  const { t } = useLingui();
  const activatePois = useActivatePois();
  const [category, setCategory] = useState('');
  const [name, setName] = useState('');
  const [query, setQuery] = useState({ category: '', search: '', n: 0 });
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [active, setActive] = useState<Map<number, boolean>>(new Map());
  const categories = usePoiCategories();
  const results = useUnitPoiSearch(unitId, query);
  const rows = results.state === 'ready' ? results.value : [];
  const isActive = (p: inv.UnitPoi) => active.get(p.id) ?? p.active;
  const toggle = (id: number) => setChosen((s) => toggled(s, id));
  const apply = async (show: boolean) => {
    try {
      const answer = await activatePois(unitId, [...chosen], show);
      const shown = new Set(answer.data.active_poi_ids);
      setActive(new Map(rows.map((p) => [p.id, shown.has(p.id)])));
      setChosen(new Set());
      notifySuccess(answer.message);
    } catch (e) {
      notifyError(e);
    }
  };

  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        <Trans>Points of interest</Trans>
      </Heading>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setQuery((q) => ({ category, search: name.trim(), n: q.n + 1 }));
        }}
      >
        <Flex gap="3" wrap="wrap" align="end">
          <SelectField
            id={`poi-category-${unitId}`}
            label={<Trans>Category</Trans>}
            value={category}
            onChange={setCategory}
            options={[
              { value: '', label: t`Every category` },
              ...(categories.state === 'ready' ? categories.value : []).map((c) => ({
                value: c.key,
                label: `${c.name} (${c.count})`,
              })),
            ]}
          />
          <Box flex="1" minW="200px">
            <TextInput label={t`Name`} name="poi-search" type="search" value={name} onChange={setName} />
          </Box>
          <Button type="submit" variant="outline">
            <Trans>Search</Trans>
          </Button>
        </Flex>
      </form>
      {results.state !== 'ready' && <ReadState read={results} what={t`the points of interest`} />}
      {results.state === 'ready' && rows.length === 0 && (
        <Text role="status" color="fg.muted">
          <Trans>No points of interest around this unit.</Trans>
        </Text>
      )}
      {rows.length > 0 && (
        <>
          <HStack gap="2">
            <Button size="sm" colorPalette="brand" disabled={chosen.size === 0} onClick={() => void apply(true)}>
              <Trans>Show on the unit's page</Trans>
            </Button>
            <Button size="sm" variant="outline" disabled={chosen.size === 0} onClick={() => void apply(false)}>
              <Trans>Hide</Trans>
            </Button>
          </HStack>
          <Box overflowX="auto" borderWidth="1px" borderRadius="lg" bg="bg">
            <Table.Root size="sm" aria-label={t`Points of interest`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>
                    <Trans>Choose</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Name</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Category</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    <Trans>Distance (m)</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Shown</Trans>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((p) => (
                  <Table.Row key={p.id}>
                    <Table.Cell>
                      <input
                        type="checkbox"
                        aria-label={t`Choose ${p.name}`}
                        checked={chosen.has(p.id)}
                        onChange={() => toggle(p.id)}
                      />
                    </Table.Cell>
                    <Table.Cell>{p.name}</Table.Cell>
                    <Table.Cell>{p.category}</Table.Cell>
                    <Table.Cell textAlign="end">{Math.round(p.distance_m)}</Table.Cell>
                    <Table.Cell>{isActive(p) ? t`Yes` : t`No`}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </>
      )}
    </Stack>
  );
}
