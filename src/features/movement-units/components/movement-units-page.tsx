/**
 * /dashboard/movement-units (spec §2 "movement-units/{id?}"): the
 * movements of contracted units, newest first (read from the server: with no
 * connection it says so and offers to retry), and the form to move one or
 * several units of a campaign or take one off its contract. Saving queues the
 * action (works offline); it appears in the list once the server has it.
 */
import { useState } from 'react';
import { Box, Button, Heading, HStack, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { SelectField } from '#src/ui/select-field.tsx';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '#src/lib/dates.ts';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { useMovementActions, useMovements, usePendingMovements } from '../api/movements.ts';
import { StoredReadNotice } from '#src/ui/freshness.tsx';

const toId = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

function MovementForm() {
  const { t } = useLingui();
  const actions = useMovementActions();
  const [mode, setMode] = useState<'move' | 'remove'>('move');
  const [campaign, setCampaign] = useState('');
  const [rows, setRows] = useState([{ from: '', to: '' }]);
  const [unit, setUnit] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const campaignId = toId(campaign);
  const moves = rows.map((r) => ({ from: toId(r.from), to: toId(r.to) }));
  const valid =
    campaignId !== null &&
    reason.trim() !== '' &&
    (mode === 'remove' ? toId(unit) !== null : moves.every((m) => m.from !== null && m.to !== null));
  const need = t`Write a number.`;
  const submit = async () => {
    setTried(true);
    if (!valid || campaignId === null) return;
    try {
      if (mode === 'move') await actions.move(campaignId, moves as { from: number; to: number }[], reason);
      else await actions.remove(campaignId, toId(unit)!, reason);
      notifySuccess(t`Saved on this device: it will be sent when the connection returns.`);
      setRows([{ from: '', to: '' }]);
      setUnit('');
      setReason('');
      setTried(false);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack
      as="form"
      gap="3"
      p="4"
      borderWidth="1px"
      borderRadius="lg"
      maxW="2xl"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      aria-label={t`New movement`}
    >
      <Heading as="h2" size="md">
        <Trans>New movement</Trans>
      </Heading>
      <Box maxW="xs">
        <SelectField
          id="movement-mode"
          label={<Trans>What to do</Trans>}
          value={mode}
          onChange={(v) => setMode(v as 'move' | 'remove')}
          options={[
            { value: 'move', label: t`Move units to other units` },
            { value: 'remove', label: t`Take a unit off the contract` },
          ]}
        />
      </Box>
      <TextInput
        label={t`Campaign number`}
        name="campaign"
        value={campaign}
        onChange={setCampaign}
        error={tried && campaignId === null ? need : undefined}
        required
      />
      {mode === 'move' ? (
        <Stack gap="2">
          {rows.map((r, k) => (
            <HStack key={k} gap="2" align="end" wrap="wrap">
              <TextInput
                label={t`From unit ${k + 1}`}
                name={`from-${k}`}
                value={r.from}
                onChange={(v) => setRows(rows.map((x, i) => (i === k ? { ...x, from: v } : x)))}
                error={tried && toId(r.from) === null ? need : undefined}
              />
              <TextInput
                label={t`To unit ${k + 1}`}
                name={`to-${k}`}
                value={r.to}
                onChange={(v) => setRows(rows.map((x, i) => (i === k ? { ...x, to: v } : x)))}
                error={tried && toId(r.to) === null ? need : undefined}
              />
              {rows.length > 1 && (
                <Button size="sm" variant="ghost" onClick={() => setRows(rows.filter((_, i) => i !== k))}>
                  <Trans>Remove row</Trans>
                </Button>
              )}
            </HStack>
          ))}
          <Button
            size="sm"
            variant="outline"
            alignSelf="start"
            onClick={() => setRows([...rows, { from: '', to: '' }])}
          >
            <Trans>Add another unit</Trans>
          </Button>
        </Stack>
      ) : (
        <TextInput
          label={t`Unit to take off`}
          name="unit"
          value={unit}
          onChange={setUnit}
          error={tried && toId(unit) === null ? need : undefined}
          required
        />
      )}
      <TextInput
        label={t`Reason`}
        name="reason"
        value={reason}
        onChange={setReason}
        maxLength={500}
        error={tried && !reason.trim() ? t`The reason is required.` : undefined}
        required
      />
      <Button type="submit" colorPalette="brand" alignSelf="start">
        <Trans>Save movement</Trans>
      </Button>
    </Stack>
  );
}

export function MovementUnitsPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const pending = usePendingMovements();
  const list = useMovements(page, pending);
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        <Trans>Movement units</Trans>
      </Heading>
      <MovementForm />
      {pending > 0 && (
        <Text role="status" color="fg.muted">
          <Trans>{pending} movement(s) waiting to be sent.</Trans>
        </Text>
      )}
      {list.state === 'loading' && (
        <Text role="status" color="fg.muted">
          <Trans>Loading the movements…</Trans>
        </Text>
      )}
      {(list.state === 'offline' || list.state === 'error') && (
        <Box role="status" p="3" borderWidth="1px" borderRadius="md">
          <Text>
            {list.state === 'offline' ? (
              <Trans>The list of movements needs a connection.</Trans>
            ) : (
              <Trans>The movements could not be loaded.</Trans>
            )}
          </Text>
          <Button size="sm" mt="2" variant="outline" onClick={list.retry}>
            <Trans>Try again</Trans>
          </Button>
        </Box>
      )}
      {list.state === 'ready' && list.storedAt !== undefined && (
        <StoredReadNotice storedAt={list.storedAt} what={t`the movements`} retry={list.retry} />
      )}
      {list.state === 'ready' && (
        <>
          <Table.Root size="sm" aria-label={t`Movements`} data-testid="movements">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Date</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Campaign</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>From</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>To</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Reason</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.value.data.map((m) => (
                <Table.Row key={m.id}>
                  <Table.Cell>
                    <ChakraLink asChild>
                      <Link to="/dashboard/movement-units/$id" params={{ id: m.id }}>
                        {formatDate(m.moved_on)}
                      </Link>
                    </ChakraLink>
                  </Table.Cell>
                  <Table.Cell>{m.campaign.name}</Table.Cell>
                  <Table.Cell>{m.from_unit.title}</Table.Cell>
                  <Table.Cell>{m.to_unit?.title ?? t`Off the contract`}</Table.Cell>
                  <Table.Cell>{m.reason}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {list.value.data.length === 0 && (
            <Text color="fg.muted">
              <Trans>No movements yet.</Trans>
            </Text>
          )}
          <Pagination currentPage={page} lastPage={list.value.meta.last_page} onPageChange={setPage} />
        </>
      )}
    </Stack>
  );
}
