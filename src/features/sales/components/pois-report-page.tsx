/**
 * The POI report of a proposal (product.md §2 "/proposals/{id}/pois"; api-catalogue.md GET /proposals/{id}/pois-report):
 * for each unit, the points of interest (malls, schools, hospitals…) within the chosen radius, nearest first, kept
 * on the device so it opens offline once read.
 */
import { useState } from 'react';
import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { useProposalPois } from '../api/presentation.ts';

const RADII = [500, 1000, 2000, 5000];

export function PoisReportPage({ id }: { id: number }) {
  const { t } = useLingui();
  const [radius, setRadius] = useState(1000);
  const read = useProposalPois(id, radius);
  return (
    <Stack gap="4" maxW="5xl" mx="auto" p={{ base: '3', md: '6' }}>
      <Heading as="h1" size="2xl">
        <Trans>Points of interest near the units</Trans>
      </Heading>
      <SelectField
        id="pois-radius"
        label={<Trans>Distance</Trans>}
        value={String(radius)}
        onChange={(v) => setRadius(Number(v))}
        options={RADII.map((r) => ({ value: String(r), label: t`Within ${r} m` }))}
      />
      <ReadState read={read} what={t`the POI report`} />
      {read.value?.map((u) => (
        <Box as="section" key={u.unit_id} aria-label={u.title}>
          <Heading as="h2" size="md" mb="2">
            {u.title}
          </Heading>
          {u.pois.length === 0 ? (
            <Text color="fg.muted">
              <Trans>No points of interest within this distance.</Trans>
            </Text>
          ) : (
            <Table.ScrollArea borderWidth="1px" borderRadius="md">
              <Table.Root size="sm" aria-label={t`Points of interest near ${u.title}`}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <Trans>Name</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Category</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Trans>Distance</Trans>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {u.pois.map((poi) => (
                    <Table.Row key={poi.id}>
                      <Table.Cell>{poi.name}</Table.Cell>
                      <Table.Cell>{poi.category}</Table.Cell>
                      <Table.Cell textAlign="end">{poi.distance_m.toLocaleString()} m</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Box>
      ))}
    </Stack>
  );
}
