/**
 * /dashboard/units (spec product.md §2 "units (media)", §3 unit list filters):
 * the media units mirrored on this device, filtered by name and media type,
 * in a virtualised list so ten thousand rows scroll smoothly. Works offline;
 * says how fresh the data is, and says plainly when nothing has been
 * downloaded yet. Create, edit and map views come with the inventory issue.
 */
import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { SelectField } from '../../../ui/select-field.tsx';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextInput } from '../../../ui/text-input.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useMirroredUnits } from '../api/use-mirrored-units.ts';
import { Freshness } from '../../../ui/freshness.tsx';

/** Height of one row of the list, px. */
const ROW_HEIGHT = 72;

function PricePerDay({ price }: { price: number }) {
  const { t } = useLingui();
  const amount = formatMoney(price);
  return <Text fontSize="sm" fontVariantNumeric="tabular-nums">{t`${amount} / day`}</Text>;
}

export function UnitsPage() {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [mediaTypeId, setMediaTypeId] = useState<number | undefined>(undefined);
  const { units, total, mediaTypes, loading, lastPulledAt } = useMirroredUnits({ name, mediaTypeId });
  const scroller = useRef<HTMLDivElement>(null);
  // TanStack Virtual hands back functions the React Compiler cannot memoise; this component is not compiled
  // oxlint-disable-next-line react/incompatible-library
  const virtual = useVirtualizer({ count: units.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });
  const typeName = new Map(mediaTypes.map((m) => [m.id, m.name]));
  const hasRows = !loading && total > 0;
  // the benchmark reads this mark: time from navigation to the first list with mirrored rows
  useEffect(() => {
    if (hasRows && performance.getEntriesByName('units:rendered').length === 0) performance.mark('units:rendered');
  }, [hasRows]);
  const shown = units.length;

  return (
    <Stack gap="4" h={{ base: 'auto', lg: 'calc(100dvh - 140px)' }}>
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h1" size="2xl"><Trans>Media</Trans></Heading>
        <Freshness lastPulledAt={lastPulledAt} />
      </Flex>
      <Flex gap="3" wrap="wrap" align="end">
        <Box flex="1" minW="220px">
          <TextInput label={t`Search by name, SKU or address`} name="search" type="search" value={name} onChange={setName} />
        </Box>
        <SelectField id="media-type-filter" label={<Trans>Media type</Trans>} value={mediaTypeId === undefined ? '' : String(mediaTypeId)} minW="200px"
          onChange={(v) => setMediaTypeId(v ? Number(v) : undefined)}
          options={[{ value: '', label: t`All media types` }, ...mediaTypes.map((m) => ({ value: String(m.id), label: m.name }))]} />
      </Flex>
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="units-count">
        {loading ? <Trans>Loading the units on this device…</Trans> : <Trans>{shown} of {total} units</Trans>}
      </Text>
      {!loading && total === 0 && (
        <Box p="6" borderWidth="1px" borderRadius="lg" bg="bg" role="status">
          <Text fontWeight="medium"><Trans>No units on this device yet.</Trans></Text>
          <Text color="fg.muted"><Trans>They download when the app is online; this list then works without a connection.</Trans></Text>
        </Box>
      )}
      {!loading && total > 0 && shown === 0 && (
        <Text role="status" color="fg.muted"><Trans>No unit matches these filters.</Trans></Text>
      )}
      <Box ref={scroller} flex="1" minH="320px" overflowY="auto" borderWidth={shown ? '1px' : '0'} borderRadius="lg" bg="bg" data-testid="units-list" role="list" aria-label={t`Media units`}>
        <Box position="relative" h={`${virtual.getTotalSize()}px`}>
          {virtual.getVirtualItems().map((row) => {
            const u = units[row.index]!;
            return (
              <Flex
                key={u.id} role="listitem" position="absolute" top="0" left="0" right="0" h={`${ROW_HEIGHT}px`}
                transform={`translateY(${row.start}px)`} align="center" gap="3" px="4" borderBottomWidth="1px" data-unit-id={u.id}
              >
                <Box flex="1" minW="0">
                  <Text fontWeight="medium" truncate>{u.title}</Text>
                  <Text fontSize="sm" color="fg.muted" truncate>{u.sku} · {u.address}</Text>
                </Box>
                <HStack gap="2" flexShrink={0}>
                  <Badge variant="subtle" display={{ base: 'none', md: 'inline-flex' }}>{typeName.get(u.media_type_id) ?? '—'}</Badge>
                  <PricePerDay price={u.price} />
                </HStack>
              </Flex>
            );
          })}
        </Box>
      </Box>
    </Stack>
  );
}
