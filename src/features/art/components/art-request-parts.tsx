/** What every art-request page shows on top (spec §2 art-requests): its header and the links between its pages. */
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ArtRequest } from '../api/art.ts';
import { ArtStatusBadge } from './parts.tsx';

/** The request's number, status, campaign and units. */
export function RequestHeader({ request }: { request: ArtRequest }) {
  return (
    <Stack gap="1">
      <HStack gap="2" wrap="wrap">
        <Heading as="h1" size="2xl">
          <Trans>Art request {request.id}</Trans>
        </Heading>
        <ArtStatusBadge status={request.status} />
      </HStack>
      <Text color="fg.muted">
        <Trans>Campaign: {request.campaign.name}</Trans> ·{' '}
        <Plural value={request.units_count} one="# unit" other="# units" />
      </Text>
    </Stack>
  );
}

/** Links between the request's pages. */
export function RequestTabs({ id }: { id: number }) {
  const { t } = useLingui();
  const p = { id: id };
  return (
    <HStack as="nav" gap="3" wrap="wrap" aria-label={t`Art request`}>
      <Link to="/dashboard/art-requests">
        <Trans>All requests</Trans>
      </Link>
      <Link to="/dashboard/art-requests/$id" params={p}>
        <Trans>Detail</Trans>
      </Link>
      <Link to="/dashboard/art-requests/$id/edit" params={p}>
        <Trans>Edit</Trans>
      </Link>
      <Link to="/dashboard/art-requests/$id/pay" params={p}>
        <Trans>Pay</Trans>
      </Link>
      <Link to="/dashboard/art-requests/$id/review-arts" params={p}>
        <Trans>Review arts</Trans>
      </Link>
    </HStack>
  );
}
