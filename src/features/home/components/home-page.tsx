/**
 * /dashboard: a greeting and the info cards the profile may see (spec
 * product.md §2, §9: 266 × 100 px cards). Without a connection the cards say
 * so and offer to retry; nothing spins forever.
 */
import { useEffect } from 'react';
import { Box, Button, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '#src/api/contract/session.ts';
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
          </RouterLink>
        </Link>
      )}
      {card.state.status === 'error' && (
        <Text fontSize="sm" color="fg.error" mt="2">
          {card.state.offline ? <Trans>Needs a connection</Trans> : <Trans>Could not be loaded</Trans>}
        </Text>
      )}
    </Box>
  );
}

export function HomePage({ profile }: { profile: Pick<Profile, 'name' | 'permissions'> }) {
  const { cards, retry } = useHomeCards(profile.permissions);
  const failed = cards.some((c) => c.state.status === 'error');
  const name = profile.name;
  const server = useServerText('dashboard');
  // the offline-reload benchmark reads this mark: navigation to a rendered home screen
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
      <Heading as="h1" size="2xl" mt="-4">
        <Trans>Hello, {name}</Trans>
      </Heading>
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
