/**
 * /dashboard/routes/{id} (product.md §2, §4 field operations): the day's route as an ordered list of
 * stops, phone first. Each stop shows its unit (title, address, side), what
 * to do, and its proof-of-posting photos — those taken on this device show at
 * once from the outbox, marked "waiting to upload" — with a button that opens
 * the camera (`capture="environment"`) or the gallery, several photos at a
 * time. "Finish route" is available once every stop has a photo (the
 * server's rule), and works offline like everything here: the outbox sends
 * it when the connection returns.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import {
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  Image,
  Link as ChakraLink,
  Progress,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui, Plural } from '@lingui/react/macro';
import { formatDate, formatDateTime } from '#src/lib/dates.ts';
import { mapsLink, mapsPlatform } from '#src/lib/maps-link.ts';
import { Freshness } from '#src/ui/freshness.tsx';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import {
  useCanWorkRoutes,
  useDevicePosition,
  usePreparedPhotoUpload,
  useFieldFreshness,
  usePendingBlob,
  useRoute,
  type OrderJobItemRow,
} from '../api/field-work.ts';
import { useMutation, useSendingEntry } from '#src/sync/index.ts';
import { routes } from '../mutations.ts';
import { MapView, type MapPoint } from '#src/ui/map-view.tsx';
import { NotAnImageError } from '../api/photo-pipeline.ts';
import { photoCount, stopsWithoutPhoto } from '../model/routes.ts';
import { isRouteClosed } from '#src/domain/field-work.ts';
import { StatusBadge } from './status-badge.tsx';

function PendingThumb({ blobId, label, sending }: { blobId: string; label: string; sending: boolean }) {
  const row = usePendingBlob(blobId);
  const url = useMemo(() => (row ? URL.createObjectURL(row.blob) : null), [row]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  if (!url) return null;
  return (
    <Box position="relative" data-testid="pending-photo" data-sending={sending || undefined}>
      <Image src={url} alt={label} boxSize="20" objectFit="cover" borderRadius="md" />
      <Text
        position="absolute"
        bottom="0"
        insetX="0"
        fontSize="2xs"
        bg="blackAlpha.700"
        color="white"
        textAlign="center"
        borderBottomRadius="md"
      >
        {sending ? <Trans>Uploading…</Trans> : <Trans>Waiting to upload</Trans>}
      </Text>
    </Box>
  );
}

function StopPhotos({ item }: { item: OrderJobItemRow }) {
  const { t, i18n } = useLingui();
  const sending = useSendingEntry();
  const pending = item.pending_photos ?? [];
  const at = pending.findIndex((p) => p.entry_id === sending);
  const position = at + 1;
  const total = pending.length;
  return (
    <HStack gap="2" wrap="wrap">
      {item.photos.map((p) => (
        <Image
          key={p.id}
          src={p.thumb_url}
          alt={t`Photo of ${item.unit.title}`}
          title={p.taken_at ? formatDateTime(Date.parse(p.taken_at), i18n.locale) : undefined}
          boxSize="20"
          objectFit="cover"
          borderRadius="md"
          data-testid="uploaded-photo"
        />
      ))}
      {pending.map((p) => (
        <PendingThumb
          key={p.entry_id}
          blobId={p.blob_id}
          sending={p.entry_id === sending}
          label={t`Photo of ${item.unit.title}, waiting to upload`}
        />
      ))}
      {pending.length > 0 && (
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="upload-state">
          {at >= 0 ? (
            <Trans>
              Uploading photo {position} of {total}…
            </Trans>
          ) : (
            <Plural value={total} one="# photo waiting to upload" other="# photos waiting to upload" />
          )}
        </Text>
      )}
    </HStack>
  );
}

function Stop({
  position,
  item,
  jobId,
  closed,
}: {
  position: number;
  item: OrderJobItemRow;
  jobId: number;
  closed: boolean;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const addPhoto = usePreparedPhotoUpload();
  const [progress, setProgress] = useState<number | null>(null);
  const onFiles = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      setProgress(0);
      try {
        await addPhoto(jobId, item, file, setProgress);
      } catch (error) {
        if (error instanceof NotAnImageError)
          notifyError({
            message: t`"${error.fileName}" is not a photo this app can read. Choose a JPEG, PNG, WebP or HEIC image.`,
          });
        else notifyError(error);
      } finally {
        setProgress(null);
      }
    }
  };
  const count = photoCount(item);
  const directions = mapsLink(
    { lat: item.unit.lat, lng: item.unit.lng, label: item.unit.title },
    mapsPlatform(navigator.userAgent),
  );
  return (
    <Box as="li" p="4" borderWidth="1px" borderRadius="lg" data-testid="route-stop" data-item-id={item.id}>
      <Stack gap="3">
        <HStack align="start" gap="3">
          <Flex
            flexShrink={0}
            boxSize="8"
            borderRadius="full"
            bg="ink.800"
            color="white"
            align="center"
            justify="center"
            fontWeight="bold"
            aria-hidden
          >
            {position}
          </Flex>
          <Box flex="1" minW="0">
            <Text fontWeight="semibold">{item.unit.title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {item.unit.address} · <Trans>Side {item.side}</Trans>
            </Text>
            <Text fontSize="sm">{item.task}</Text>
            {directions && (
              <ChakraLink
                href={directions}
                color="brand.fg"
                textDecoration="underline"
                fontSize="sm"
                target="_blank"
                rel="noopener noreferrer"
                data-testid="open-in-maps"
              >
                <Trans>Open in maps</Trans>
                <VisuallyHidden>: {item.unit.title}</VisuallyHidden>
              </ChakraLink>
            )}
          </Box>
          <Text fontSize="sm" color={count ? 'fg.success' : 'fg.muted'} data-testid="stop-photo-count">
            {count ? <Plural value={count} one="# photo" other="# photos" /> : <Trans>No photo yet</Trans>}
          </Text>
        </HStack>
        <StopPhotos item={item} />
        {progress !== null && (
          <Progress.Root value={progress} size="sm" aria-label={t`Preparing the photo`}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        {!closed && (
          <Box>
            <VisuallyHidden asChild>
              <input
                id={inputId}
                type="file"
                accept="image/*"
                capture="environment"
                multiple
                data-testid="photo-input"
                onChange={(e) => {
                  void onFiles(e.currentTarget.files);
                  e.currentTarget.value = '';
                }}
              />
            </VisuallyHidden>
            <Button asChild size="sm" colorPalette="brand" variant="outline">
              <label htmlFor={inputId}>
                <Trans>Take photo of stop {position}</Trans>
              </label>
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

export function RoutePage({ id }: { id: number }) {
  const { t } = useLingui();
  const detail = useRoute(id);
  const lastPulledAt = useFieldFreshness();
  const you = useDevicePosition();
  const stopsOnMap = useMemo<MapPoint[]>(
    () =>
      (detail?.stops ?? []).map((s) => ({
        id: s.item.id,
        lat: s.item.unit.lat,
        lng: s.item.unit.lng,
        number: s.position,
        label: `${s.position}. ${s.item.unit.title}`,
        status: photoCount(s.item) ? 'finished' : 'pending',
      })),
    [detail],
  );
  const finishRoute = useMutation(routes.finish);
  const canWork = useCanWorkRoutes();
  const [finishing, setFinishing] = useState(false);
  if (detail === undefined)
    return (
      <Text role="status" color="fg.muted">
        <Trans>Loading the route…</Trans>
      </Text>
    );
  if (detail === null) {
    return (
      <Stack gap="3" role="status">
        <Heading as="h1" size="xl">
          <Trans>This route is not on this device</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>
            It may not be assigned to you, or it has not downloaded yet: connect to the internet and try again.
          </Trans>
        </Text>
        <Link to="/dashboard/routes">
          <Trans>Back to the routes</Trans>
        </Link>
      </Stack>
    );
  }
  const { route, job, stops } = detail;
  // a manager reads the route but does not work on it: no photo buttons, no finish (SECURITY.md)
  const closed = !canWork || isRouteClosed({ status: route.status, jobStatus: job?.status });
  const missing = stopsWithoutPhoto(stops);
  const finish = async () => {
    setFinishing(true);
    try {
      await finishRoute({ routeId: route.id, finishedAt: new Date().toISOString() });
      notifySuccess(t`Route finished. It is sent to the server as soon as there is a connection.`);
    } catch (error) {
      notifyError(error);
    } finally {
      setFinishing(false);
    }
  };
  return (
    <Stack gap="4" maxW="3xl">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h1" size="2xl">
          <Trans>Route {route.id}</Trans>
        </Heading>
        <Freshness lastPulledAt={lastPulledAt} />
      </Flex>
      <HStack gap="3" wrap="wrap">
        <StatusBadge status={route.status} />
        <Text>{formatDate(route.date)}</Text>
        {route.technician && <Text color="fg.muted">{route.technician.name}</Text>}
        {job && (
          <Link to="/dashboard/order-jobs/$id" params={{ id: job.id }}>
            <Trans>Order job {job.id}</Trans>
          </Link>
        )}
      </HStack>
      {job && <Text color="fg.muted">{job.description}</Text>}
      <MapView
        points={stopsOnMap}
        you={you}
        label={{ map: t`Map of the route's stops`, you: t`Your position` }}
        height="300px"
        onSelect={(itemId) =>
          document.querySelector(`[data-item-id="${itemId}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'center' })
        }
      />
      <Stack as="ol" gap="3" listStyleType="none" aria-label={t`Stops of the route`}>
        {stops.map((s) => (
          <Stop key={s.item.id} position={s.position} item={s.item} jobId={route.order_job_id} closed={closed} />
        ))}
      </Stack>
      {route.status === 'finished' ? (
        <Text role="status" fontWeight="medium" data-testid="route-finished">
          <Trans>This route is finished.</Trans>
        </Text>
      ) : (
        <Stack gap="2">
          {missing > 0 && (
            <Text fontSize="sm" color="fg.muted" id="finish-hint">
              <Trans>Take a photo of every stop to finish the route ({missing} left).</Trans>
            </Text>
          )}
          <Button
            colorPalette="brand"
            onClick={() => void finish()}
            disabled={missing > 0 || closed}
            loading={finishing}
            loadingText={<Trans>Finish route</Trans>}
            aria-describedby={missing > 0 ? 'finish-hint' : undefined}
            alignSelf="start"
          >
            <Trans>Finish route</Trans>
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
