/**
 * /dashboard/routes (spec product.md §2 "routes"): the technician's routes
 * from the mirror, today's first, each with its date, status and number of
 * stops. Works offline; says how fresh the list is and when nothing has been
 * downloaded yet.
 */
import { Box, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatDate, today } from '#src/lib/dates.ts';
import { ListHeader, MirrorListState } from '#src/ui/list-page.tsx';
import { useFieldFreshness, useRoutes } from '../api/field-work.ts';
import { StatusBadge } from './status-badge.tsx';

export function RoutesPage() {
  const { t } = useLingui();
  const day = today();
  const routes = useRoutes(day);
  const lastPulledAt = useFieldFreshness();
  return (
    <Stack gap="4">
      <ListHeader title={<Trans>Routes</Trans>} lastPulledAt={lastPulledAt} />
      <MirrorListState
        rows={routes}
        loading={t`Loading the routes on this device…`}
        empty={t`No routes on this device.`}
        hint={t`Routes assigned to you download when the app is online; they then open without a connection.`}
      />
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Routes`} data-testid="routes-list">
        {routes?.map((route) => (
          <LinkBox
            as="li"
            key={route.id}
            p="4"
            borderWidth="1px"
            borderRadius="lg"
            bg={route.date === day ? 'brand.subtle' : 'bg'}
            data-route-id={route.id}
          >
            <HStack justify="space-between" gap="3" wrap="wrap">
              <Box>
                <LinkOverlay asChild>
                  <Link to="/dashboard/routes/$id" params={{ id: route.id }}>
                    <Text fontWeight="semibold">
                      {route.date === day ? <Trans>Today</Trans> : formatDate(route.date)} ·{' '}
                      <Trans>Route {route.id}</Trans>
                    </Text>
                  </Link>
                </LinkOverlay>
                <Text fontSize="sm" color="fg.muted">
                  <Plural value={route.stops_count} one="# stop" other="# stops" /> ·{' '}
                  <Trans>Order job {route.order_job_id}</Trans>
                </Text>
              </Box>
              <StatusBadge status={route.status} />
            </HStack>
          </LinkBox>
        ))}
      </Stack>
    </Stack>
  );
}
