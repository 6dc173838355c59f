/**
 * The photographic proposal (product.md §2 "/proposals/{id}/photografic", outside the dashboard): what the seller
 * shows the client — each unit's photo, position (with a link that opens it in a maps app), address, size, dates
 * and price in the proposal's currency — and "Download PDF", built on the device with spec §9's defaults from the
 * photos the device holds (it works offline; a photo never seen online is said missing on its page). A progress
 * bar follows the pages; an error says what happened and the page stays.
 */
import { useState } from 'react';
import { Box, Button, Heading, HStack, Image, Link, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Proposal } from '#src/api/contract/sales.ts';
import { fileNameOf, saveBlob } from '#src/lib/save-blob.ts';
import { formatDate } from '#src/lib/dates.ts';
import { formatMoney } from '#src/lib/money.ts';
import { PriceTag } from '#src/ui/price-tag.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { exportPhotographicPdf, usePresentedProposal } from '../api/presentation.ts';
import type { PdfTexts } from '../model/photographic-pdf.ts';

function usePdfTexts(): PdfTexts {
  const { t } = useLingui();
  return {
    title: t`Photographic proposal`,
    client: t`Client`,
    seller: t`Seller`,
    dates: t`Dates`,
    units: t`Units`,
    subtotal: t`Subtotal`,
    discount: t`Discount`,
    total: t`Total`,
    address: t`Address`,
    position: t`Position`,
    openInMaps: t`Open in maps`,
    mediaType: t`Media type`,
    size: t`Size`,
    days: t`days`,
    pricePerDay: t`Price per day`,
    lineTotal: t`Line total`,
    noPhoto: t`No photo on this device`,
    page: (n, of) => t`Page ${n} of ${of}`,
  };
}

function PdfButton({ proposal }: { proposal: Proposal }) {
  const { t } = useLingui();
  const texts = usePdfTexts();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const money = (v: number) => formatMoney(v, { currency: proposal.currency ?? undefined });
  const run = async () => {
    setError(null);
    setProgress({ done: 0, total: proposal.units.length + 1 });
    try {
      const blob = await exportPhotographicPdf(proposal, texts, money, formatDate, (done, total) =>
        setProgress({ done, total }),
      );
      saveBlob(blob, `${fileNameOf(proposal.name, 'propuesta')}.pdf`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setProgress(null);
    }
  };
  return (
    <Stack gap="2" minW="240px">
      <Button
        colorPalette="brand"
        onClick={() => void run()}
        loading={progress !== null}
        loadingText={t`Making the PDF…`}
      >
        <Trans>Download PDF</Trans>
      </Button>
      {progress && (
        <Progress.Root value={(100 * progress.done) / progress.total} size="sm" aria-label={t`PDF pages made`}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText>
            <Trans>
              Page {progress.done} of {progress.total}
            </Trans>
          </Progress.ValueText>
        </Progress.Root>
      )}
      {error && (
        <Text color="fg.error" role="alert">
          <Trans>The PDF could not be made: {error}</Trans>
        </Text>
      )}
    </Stack>
  );
}

/** The presentation of proposal `id`. */
export function PhotographicPage({ id }: { id: number }) {
  const { t } = useLingui();
  const read = usePresentedProposal(id);
  const p = read.value;
  return (
    <Stack gap="5" maxW="6xl" mx="auto" p={{ base: '3', md: '6' }}>
      <ReadState read={read} what={t`the proposal`} />
      {p && (
        <>
          <HStack justify="space-between" align="start" wrap="wrap" gap="4">
            <Stack gap="1">
              <Heading as="h1" size="2xl">
                {p.name}
              </Heading>
              <Text color="fg.muted">
                {p.client_name} · <Plural value={p.units.length} one="# unit" other="# units" />
                {p.start_date && p.end_date ? ` · ${formatDate(p.start_date)} – ${formatDate(p.end_date)}` : ''}
              </Text>
              <HStack gap="2">
                <Text>
                  <Trans>Total:</Trans>
                </Text>
                <PriceTag value={p.total} currency={p.currency} />
              </HStack>
            </Stack>
            <PdfButton proposal={p} />
          </HStack>
          <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none" aria-label={t`Units`}>
            {p.units.map((l) => (
              <Box
                as="li"
                key={l.id}
                borderWidth="1px"
                borderRadius="lg"
                overflow="hidden"
                data-testid="presented-unit"
              >
                {l.unit.photo_url ? (
                  <Image
                    src={l.unit.photo_url}
                    alt={t`Photo of ${l.unit.title}`}
                    w="full"
                    aspectRatio={4 / 3}
                    objectFit="cover"
                    loading="lazy"
                  />
                ) : (
                  <Box aspectRatio={4 / 3} bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
                    <Text color="fg.muted">
                      <Trans>No photo</Trans>
                    </Text>
                  </Box>
                )}
                <Stack gap="1" p="3">
                  <Text fontWeight="semibold">{l.unit.title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    <span translate="no">{l.unit.sku}</span> · {l.unit.media_type.name}
                    {l.unit.unit_type ? ` · ${l.unit.unit_type}` : ''}
                  </Text>
                  <Text fontSize="sm">
                    {l.unit.address} · {l.unit.city}, {l.unit.state}
                  </Text>
                  <Link
                    fontSize="sm"
                    href={`https://www.openstreetmap.org/?mlat=${l.unit.lat}&mlon=${l.unit.lng}#map=17/${l.unit.lat}/${l.unit.lng}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Trans>
                      Open in maps ({l.unit.lat.toFixed(4)}, {l.unit.lng.toFixed(4)})
                    </Trans>
                  </Link>
                  <Text fontSize="sm">
                    {formatDate(l.start_date)} – {formatDate(l.end_date)} ·{' '}
                    <Plural value={l.days} one="# day" other="# days" />
                  </Text>
                  <HStack gap="3" wrap="wrap">
                    <PriceTag value={l.price_per_day} currency={p.currency} perDay size="sm" />
                    <PriceTag value={l.total} currency={p.currency} size="sm" />
                  </HStack>
                </Stack>
              </Box>
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
