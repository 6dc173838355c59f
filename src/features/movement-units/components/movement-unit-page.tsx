/** /dashboard/movement-units/{id}: one movement (read from the server). */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatDateTime } from '#src/lib/dates.ts';
import { useMovement } from '../api/movements.ts';
import { ReadState } from '#src/ui/resource/read-state.tsx';

export function MovementUnitPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const m = useMovement(id);
  if (m.state === 'loading')
    return (
      <Text role="status" color="fg.muted">
        <Trans>Loading the movement…</Trans>
      </Text>
    );
  if (m.state !== 'ready') {
    return (
      <Box role="status">
        <Text>
          {m.state === 'offline' ? (
            <Trans>This movement needs a connection.</Trans>
          ) : (
            <Trans>This movement could not be loaded.</Trans>
          )}
        </Text>
        <Button size="sm" mt="2" variant="outline" onClick={m.retry}>
          <Trans>Try again</Trans>
        </Button>
      </Box>
    );
  }
  const v = m.value;
  return (
    <Stack gap="3" maxW="2xl">
      <Heading as="h1" size="2xl">
        <Trans>Movement {v.id}</Trans>
      </Heading>
      <ReadState read={m} what={t`the movement`} />
      <Text>
        <Trans>Campaign</Trans>: {v.campaign.name} (#{v.campaign.id})
      </Text>
      <Text>
        <Trans>From</Trans>: {v.from_unit.title} ({v.from_unit.sku})
      </Text>
      <Text>
        <Trans>To</Trans>: {v.to_unit ? `${v.to_unit.title} (${v.to_unit.sku})` : t`Off the contract`}
      </Text>
      <Text>
        <Trans>Date</Trans>: {formatDate(v.moved_on)}
      </Text>
      <Text>
        <Trans>Reason</Trans>: {v.reason}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {v.created_by?.name ?? '—'} · {formatDateTime(Date.parse(v.created_at), i18n.locale)}
      </Text>
      <Link to="/dashboard/movement-units">
        <Trans>Back to the movements</Trans>
      </Link>
    </Stack>
  );
}
