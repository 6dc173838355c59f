/**
 * "Data on this device" in the sync centre (issue 15): per mirrored collection, the rows stored on
 * this device now (not the last download's count), the first-sync progress while a collection has
 * never been pulled, its freshness and the last pull's problem in words; then the campaigns opened
 * with their units.
 */
import { Progress, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Freshness } from '#src/ui/freshness.tsx';
import type { CollectionOnDevice } from '../api/use-sync-centre.ts';
import { COLLECTION_LABELS } from './collection-labels.ts';
import { problemSentence } from './outbox-item.tsx';

export function DeviceData({
  collections,
  campaignDetails,
}: {
  collections: readonly CollectionOnDevice[];
  campaignDetails: number;
}) {
  const { i18n } = useLingui();
  const number = (n: number) => n.toLocaleString(i18n.locale);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Collection</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>On this device</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Freshness</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {collections.map(({ collection, stored, state }) => {
            const label = COLLECTION_LABELS[collection] ? i18n._(COLLECTION_LABELS[collection]) : collection;
            const expected = state?.rowsExpected ?? 0;
            const done = state?.rowsDone ?? 0;
            return (
              <Table.Row key={collection} data-collection={collection}>
                <Table.Cell>{label}</Table.Cell>
                <Table.Cell textAlign="end" data-testid={`stored-${collection}`}>
                  {state?.lastPulledAt || stored > 0 ? (
                    number(stored)
                  ) : (
                    <Progress.Root
                      value={expected ? Math.min(100, (100 * done) / expected) : null}
                      size="sm"
                      maxW="40"
                      aria-label={label}
                    >
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Freshness lastPulledAt={state?.lastPulledAt} />
                  {state?.lastError && (
                    <Text fontSize="xs" color="fg.muted">
                      {problemSentence(state.lastError, i18n)}
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
          <Table.Row data-collection="campaignDetails">
            <Table.Cell>
              <Trans>Campaigns opened with their units</Trans>
            </Table.Cell>
            <Table.Cell textAlign="end">{number(campaignDetails)}</Table.Cell>
            <Table.Cell />
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
