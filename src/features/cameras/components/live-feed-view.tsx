/**
 * One campaign's live feed (issue 20; product.md §2 dashboard cameras; api-catalogue.md Campaigns "GET
 * live-feed/{id}"; contract src/api/contract/campaigns/live-feed.ts): a card per camera with the unit it watches,
 * its status (live, stale, offline) and its newest still large, the older ones small. The answer is kept on the
 * device: offline the last stills show with when they were read (the stills themselves come from the service
 * worker's image cache when it has them). While online and visible it reads again every REFRESH_MS.
 */
import { useEffect } from 'react';
import { Badge, Box, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { liveFeed, type CameraStatus, type LiveCamera } from '#src/api/contract/campaigns.ts';
import { useOnline } from '#src/resource/online-action.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { useRead } from '#src/sync/index.ts';

/** How often an open feed reads again, ms (the seeded cameras send a still every 10 minutes). */
export const REFRESH_MS = 60_000;

function StatusBadge({ status }: { status: CameraStatus }) {
  const { t } = useLingui();
  const look = {
    live: { palette: 'green', label: t`Live` },
    stale: { palette: 'orange', label: t`No recent still` },
    offline: { palette: 'gray', label: t`Off` },
  }[status];
  return (
    <Badge colorPalette={look.palette} variant="solid">
      {look.label}
    </Badge>
  );
}

function CameraCard({ camera }: { camera: LiveCamera }) {
  const { t, i18n } = useLingui();
  const time = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const [newest, ...older] = camera.frames;
  return (
    <Box as="article" borderWidth="1px" borderRadius="lg" overflow="hidden" aria-labelledby={`camera-${camera.id}`}>
      <Box bg="bg.muted" aspectRatio={16 / 9}>
        {newest ? (
          <Image
            src={newest.url}
            alt={t`Latest still of ${camera.unit.title}, ${time(newest.captured_at)}`}
            w="full"
            h="full"
            objectFit="cover"
            loading="lazy"
          />
        ) : (
          <Text p="4" color="fg.muted">
            <Trans>This camera has not sent a still yet.</Trans>
          </Text>
        )}
      </Box>
      <Stack gap="2" p="3">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h3" size="sm" id={`camera-${camera.id}`}>
            {camera.unit.title}
          </Heading>
          <StatusBadge status={camera.status} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {camera.unit.sku} · {camera.unit.address}, {camera.unit.city}
        </Text>
        <Text fontSize="sm">
          {camera.name} ·{' '}
          {camera.last_frame_at ? <Trans>last still {time(camera.last_frame_at)}</Trans> : <Trans>no still yet</Trans>}{' '}
          · <Plural value={camera.interval_minutes} one="one every # minute" other="one every # minutes" />
        </Text>
        {older.length > 0 && (
          <HStack gap="2" wrap="wrap" aria-label={t`Earlier stills`} role="list">
            {older.map((f) => (
              <Box key={f.id} role="listitem" w="20">
                <Image
                  src={f.url}
                  alt={t`Still of ${time(f.captured_at)}`}
                  w="full"
                  aspectRatio={16 / 9}
                  objectFit="cover"
                  borderRadius="sm"
                  loading="lazy"
                />
              </Box>
            ))}
          </HStack>
        )}
      </Stack>
    </Box>
  );
}

/** The feed of campaign `campaignId` (see module doc). */
export function LiveFeedView({ campaignId }: { campaignId: number }) {
  const { t } = useLingui();
  const online = useOnline();
  const read = useRead(liveFeed, { params: { id: campaignId } }, { keep: true });
  const { retry } = read;
  useEffect(() => {
    if (!online) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') retry();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [online, retry]);

  const feed = read.value?.data;
  return (
    <Stack gap="4" aria-busy={read.refreshing}>
      <ReadState read={read} what={t`the live feed`} />
      {feed && (
        <>
          <Heading as="h2" size="md">
            {feed.name}
          </Heading>
          {feed.cameras.length === 0 ? (
            <Text color="fg.muted">
              <Trans>No camera watches the units of this campaign.</Trans>
            </Text>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              {feed.cameras.map((c) => (
                <CameraCard key={c.id} camera={c} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
