/**
 * The boards on the home of managers and administrators (product.md §1; issue 18 "Dashboards": the eight boards,
 * filters by date range, team and media type, each chart also readable as a table; docs/dashboards-availability.md).
 *
 * - One filter bar for all eight: the range (default: the year ending today, the server's default), the team (the
 *   teams the active-customers board names), the media type (from the device's mirror), and the currency of the
 *   money boards when the range holds more than one.
 * - Each board reads on its own and keeps its answer on the device: offline it shows the kept chart with when it
 *   was loaded (src/ui/resource/read-state.tsx), or says it needs a connection.
 * - Charts from src/ui/chart (Chart.js, loaded lazily: the /login first load does not carry it), each with its table.
 */
import { useState } from 'react';
import { Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChartView } from '#src/ui/chart/chart-view.tsx';
import { DateRangePicker } from '#src/ui/date-range-picker.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { BOARDS, BOARDS_WHAT, useBoard, useBoardMediaTypes, type BoardFilter, type BoardKey } from '../api/boards.ts';

function BoardCard({ board, filter }: { board: (typeof BOARDS)[number]; filter: BoardFilter }) {
  const { i18n } = useLingui();
  const read = useBoard(board.key, filter);
  return (
    <Stack
      as="section"
      gap="2"
      p="4"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      minW="0"
      data-testid={`board-${board.key}`}
    >
      <ReadState read={read} what={i18n._(BOARDS_WHAT)} />
      {read.value && (
        <ChartView
          chart={read.value}
          draw={board.draw}
          horizontal={'horizontal' in board && board.horizontal}
          height={'horizontal' in board && board.horizontal ? Math.max(220, read.value.labels.length * 24) : 240}
        />
      )}
    </Stack>
  );
}

const num = (x: string) => (x === '' ? undefined : Number(x));

export function BoardsPanel() {
  const { t } = useLingui();
  const [filter, setFilter] = useState<BoardFilter>({});
  const set = (patch: BoardFilter) => setFilter((f) => ({ ...f, ...patch }));
  const mediaTypes = useBoardMediaTypes();
  // the teams and currencies to choose from: the boards' own answers over the same range
  const teams = useBoard('active-customers', { from: filter.from, to: filter.to }).value;
  const money = useBoard('billing-media-type', { from: filter.from, to: filter.to }).value;
  const all = { value: '', label: t`All` };
  return (
    <Stack as="section" gap="4" aria-labelledby="boards-heading" data-testid="boards">
      <Heading as="h2" size="lg" id="boards-heading">
        <Trans>Boards</Trans>
      </Heading>
      <HStack gap="3" wrap="wrap" align="flex-end">
        <DateRangePicker
          label={t`Period`}
          value={{ start: filter.from, end: filter.to }}
          onChange={(r) => set({ from: r.start, to: r.end })}
        />
        <SelectField
          id="boards-team"
          label={t`Team`}
          value={filter.team?.toString() ?? ''}
          onChange={(x) => set({ team: num(x) })}
          options={[
            all,
            ...(teams?.keys ?? []).flatMap((k, i) =>
              k === 0 ? [] : [{ value: String(k), label: teams!.labels[i] ?? '' }],
            ),
          ]}
          minW="160px"
        />
        <SelectField
          id="boards-media-type"
          label={t`Media type`}
          value={filter.media_type?.toString() ?? ''}
          onChange={(x) => set({ media_type: num(x) })}
          options={[all, ...mediaTypes.map((m) => ({ value: String(m.id), label: m.name }))]}
          minW="160px"
        />
        {money && money.currencies.length > 1 && (
          <SelectField
            id="boards-currency"
            label={t`Currency`}
            value={filter.currency ?? ''}
            onChange={(x) => set({ currency: x || undefined })}
            options={[{ value: '', label: t`Default` }, ...money.currencies.map((c) => ({ value: c, label: c }))]}
            minW="110px"
          />
        )}
      </HStack>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        {BOARDS.map((b) => (
          <BoardCard key={b.key satisfies BoardKey} board={b} filter={filter} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
