/**
 * /dashboard: a greeting and the info cards the profile may see (spec
 * product.md §2, §9: 266 × 100 px cards), counted from what the device holds
 * where it mirrors the list (use-home-cards.ts), so the installed app's start
 * page works offline; for a technician, today's routes on the device, each a
 * link. Offline it says plainly what is from the device and what needs a
 * connection; nothing spins forever.
 */
import { useEffect } from 'react';
import { Box, Button, Flex, Heading, Link, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '#src/api/contract/session.ts';
import type { RouteSummary } from '#src/api/contract/catalogue-lists.ts';
import { useEnumLabel, WORK_STATUS_LABELS } from '#src/i18n/enum-labels.ts';
import { formatClock } from '#src/lib/dates.ts';
import { useConnected } from '#src/sync/index.ts';
import { useHomeCards, type HomeCard } from '../api/use-home-cards.ts';
import { useServerText } from '#src/i18n/server-translations.ts';

function Card({ card }: { card: HomeCard }) {
  const { i18n } = useLingui();
  const label = i18n._(card.label);
  return (
    <Box
      as="section"
      aria-label={label}
      w={{ base: 'full', sm: '266px' }}
      minH="100px"
      p="4"
      bg="bg"
      borderRadius="lg"
      borderWidth="1px"
      borderLeftWidth="4px"
      borderLeftColor="brand.solid"
      data-testid={`card-${card.key}`}
    >
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      {card.state.status === 'loading' && <Skeleton h="8" w="16" mt="2" />}
      {card.state.status === 'ready' && (
        <Link asChild fontSize="3xl" fontWeight="bold" color="fg">
          <RouterLink to={card.to}>
            {card.state.count.toLocaleString(i18n.locale === 'en' ? 'en-US' : 'es-ES')}
            <VisuallyHidden>: {label}</VisuallyHidden>
          </RouterLink>
        </Link>
      )}
      {card.state.status === 'ready' && card.state.kept && card.state.at !== undefined && (
        <Text fontSize="xs" color="fg.muted">
          <Trans>As of {formatClock(card.state.at, i18n.locale)}</Trans>
        </Text>
      )}
      {card.state.status === 'error' && (
        <Text fontSize="sm" color="fg.error" mt="2">
          {card.state.offline ? <Trans>Needs a connection</Trans> : <Trans>Could not be loaded</Trans>}
        </Text>
      )}
    </Box>
  );
}

/** Today's routes on the device, each a link to its stops (the technician's way into the day, offline too). */
function TodayRoutes({ routes }: { routes: readonly RouteSummary[] }) {
  const { t } = useLingui();
  const statusLabel = useEnumLabel(WORK_STATUS_LABELS);
  return (
    <Stack as="section" gap="2" aria-labelledby="today-heading" data-testid="today-routes">
      <Heading as="h2" size="lg" id="today-heading">
        <Trans>Today's routes</Trans>
      </Heading>
      {routes.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No routes for today on this device.</Trans>
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {routes.map((route) => (
            <Box as="li" key={route.id}>
              <Link asChild fontWeight="semibold">
                <RouterLink to="/dashboard/routes/$id" params={{ id: route.id }}>
                  {t`Route ${route.id}`}
                </RouterLink>
              </Link>
              <Text as="span" color="fg.muted" fontSize="sm">
                {' · '}
                <Plural value={route.stops_count} one="# stop" other="# stops" /> · {statusLabel(route.status)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Element Timing on the greeting: the offline-reload benchmark (scripts/bench-offline-reload.ts) reads when the home
 * was painted, not only when React committed it. Set from a ref, before the first paint: Chakra's components drop
 * attributes they do not know, and Chromium counts a text's paint for its block (the heading), not for an inline
 * span inside it.
 */
function paintTiming(heading: HTMLHeadingElement | null): void {
  heading?.setAttribute('elementtiming', 'home');
}

export function HomePage({ profile }: { profile: Pick<Profile, 'name' | 'permissions'> }) {
  const { cards, today, retry } = useHomeCards(profile.permissions);
  const offline = !useConnected();
  const failed = cards.some((c) => c.state.status === 'error' && !c.local);
  const showsRoutes = cards.some((c) => c.key === 'routes-today');
  const needsNetwork = cards.filter((c) => !c.local);
  const name = profile.name;
  const server = useServerText('dashboard');
  // the offline-reload benchmark waits for this mark (React committed the home), then reads the greeting's paint
  useEffect(() => {
    performance.mark('home:rendered');
  }, []);
  return (
    <Stack gap="6">
      <Text
        color="fg.muted"
        fontSize="sm"
        textTransform="uppercase"
        letterSpacing="wide"
        minH="5"
        data-testid="server-welcome"
      >
        {server.text('welcome')}
      </Text>
      <Heading as="h1" size="2xl" mt="-4" ref={paintTiming}>
        <Trans>Hello, {name}</Trans>
      </Heading>
      {offline && (
        <Text role="status" color="fg.muted" data-testid="home-offline">
          {needsNetwork.length > 0 ? (
            <Trans>
              Offline: the counts come from this device. Artwork and colour proofs show their last known number.
            </Trans>
          ) : (
            <Trans>Offline: everything here comes from this device and works without a connection.</Trans>
          )}
        </Text>
      )}
      {showsRoutes && <TodayRoutes routes={today} />}
      {cards.length > 0 && (
        <Flex wrap="wrap" gap="4" data-testid="home-cards">
          {cards.map((card) => (
            <Card key={card.key} card={card} />
          ))}
        </Flex>
      )}
      {failed && (
        <Button alignSelf="start" variant="outline" onClick={retry}>
          <Trans>Retry</Trans>
        </Button>
      )}
    </Stack>
  );
}
