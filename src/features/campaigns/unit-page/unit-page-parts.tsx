/**
 * Parts of a unit's page in a campaign (spec product.md §2 /campaigns/{campaign}/units/{unit}): a
 * titled section, a server read's states (loading, "needs a connection" with Retry, the server's
 * message with Retry, or the value — saying from when when it is an answer kept on the device), the
 * busy periods against the campaign's dates, the unit's header, and the page frame outside the
 * dashboard (brand and language picker).
 */
import type { ReactNode } from 'react';
import { Badge, Box, Button, Container, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Period } from '#src/api/contract/campaigns.ts';
import { formatDate, formatDateTime, inclusiveDays } from '#src/lib/dates.ts';
import type { Read } from '#src/sync/index.ts';
import { LanguageToggle } from '#src/ui/language-toggle.tsx';
import { PriceTag } from '#src/ui/price-tag.tsx';
import { TRAFFIC_DIRECTION_LABELS, useEnumLabel } from '#src/i18n/enum-labels.ts';
import { useCurrencyOf } from '#src/resource/use-currency.ts';
import type { PageUnit } from '../api/unit-page.ts';
import { overlapsBusy } from '../unit-selection/filters.ts';
import { formatCount } from '../unit-selection/format.ts';

/** A titled section of the page. */
export function Section({ title, id, children }: { title: ReactNode; id: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} p="4" borderWidth="1px" borderRadius="lg" bg="bg">
      <Heading as="h2" size="md" id={id} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** When the shown answer was loaded, for one kept on the device and shown offline. */
function StoredNote({ storedAt }: { storedAt: number }) {
  const { i18n } = useLingui();
  const when = formatDateTime(storedAt, i18n.locale);
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="stored-read">
      <Trans>No connection: as loaded on {when}.</Trans>
    </Text>
  );
}

/** A server read's states: a spinner, "needs a connection — Retry", the server's message — Retry, or the value (saying when, if kept from earlier). */
export function Online<T>({ read, children }: { read: Read<T>; children: (value: T) => ReactNode }) {
  if (read.state === 'loading')
    return (
      <HStack role="status" color="fg.muted">
        <Spinner size="sm" />
        <Text>
          <Trans>Loading…</Trans>
        </Text>
      </HStack>
    );
  if (read.state === 'ready') {
    return (
      <>
        {read.kept && !read.refreshing && read.at !== undefined && <StoredNote storedAt={read.at} />}
        {children(read.value)}
      </>
    );
  }
  return (
    <HStack gap="3" wrap="wrap" role="status">
      <Text color="fg.muted">
        {read.state === 'offline' ? (
          <Trans>This needs a connection.</Trans>
        ) : (
          <Trans>This could not be loaded: {read.message ?? ''}</Trans>
        )}
      </Text>
      <Button size="sm" variant="outline" onClick={read.retry}>
        <Trans>Retry</Trans>
      </Button>
    </HStack>
  );
}

export function BusyList({ periods, chosen }: { periods: readonly Period[]; chosen: Period | null }) {
  const { t } = useLingui();
  if (!periods.length)
    return (
      <Text color="fg.muted">
        <Trans>No other campaign holds this unit.</Trans>
      </Text>
    );
  return (
    <Stack as="ul" gap="1.5" listStyleType="none" aria-label={t`Busy periods`}>
      {periods.map((p) => {
        const from = formatDate(p.start);
        const to = formatDate(p.end);
        const clash = chosen !== null && overlapsBusy([p], chosen.start, chosen.end);
        return (
          <HStack as="li" key={`${p.start}:${p.end}`} gap="2" wrap="wrap" data-clash={clash || undefined}>
            <Text fontVariantNumeric="tabular-nums">{from === to ? from : t`${from} to ${to}`}</Text>
            <Text fontSize="sm" color="fg.muted">
              <Plural value={inclusiveDays(p.start, p.end)} one="# day" other="# days" />
            </Text>
            {clash && (
              <Badge colorPalette="red" variant="subtle">
                <Trans>Overlaps your dates</Trans>
              </Badge>
            )}
          </HStack>
        );
      })}
    </Stack>
  );
}

export function Header({
  unit,
  place,
  mediaType,
  back,
}: {
  unit: PageUnit;
  place: string;
  mediaType: string | undefined;
  back: ReactNode;
}) {
  const traffic = formatCount(unit.daily_traffic);
  const direction = useEnumLabel(TRAFFIC_DIRECTION_LABELS)(unit.traffic_direction);
  const currency = useCurrencyOf()(unit.country_id);
  return (
    <Stack gap="2">
      {back}
      <Heading as="h1" size="2xl">
        {unit.title}
      </Heading>
      <Text color="fg.muted">
        {unit.sku} · {unit.address}
        {place ? ` · ${place}` : ''}
      </Text>
      <HStack gap="3" wrap="wrap">
        {mediaType && <Badge variant="outline">{mediaType}</Badge>}
        <Text>
          <Trans>Side {unit.side}</Trans>
        </Text>
        {unit.traffic_direction && (
          <Text color="fg.muted">
            <Trans>Traffic: {direction}</Trans>
          </Text>
        )}
        <Text>
          <Trans>{traffic} people a day</Trans>
        </Text>
        <PriceTag value={unit.price} currency={currency} perDay />
      </HStack>
    </Stack>
  );
}

/** The page outside the dashboard: the brand and the language picker above the content. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Flex as="header" justify="space-between" align="center" px="4" py="3" bg="bg" borderBottomWidth="1px">
        <HStack gap="2">
          <img src="/favicon.svg" alt="" width={24} height={24} />
          <Text fontWeight="bold" color="brand.400">
            Pauta
          </Text>
        </HStack>
        <LanguageToggle />
      </Flex>
      <Container as="main" maxW="6xl" py="6">
        {children}
      </Container>
    </Box>
  );
}
