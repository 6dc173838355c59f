/**
 * /dashboard/units (spec product.md §2 "units (media)", §3 unit list filters;
 * product.md §2, §4 inventory and creative approval): the provider's media units mirrored on this device, filtered by
 * name and media type, as a virtualised list (ten thousand rows scroll
 * smoothly) or a clustered map. Works offline; says how fresh the data is,
 * and says plainly when nothing has been downloaded yet. Links to each unit,
 * its editor, a new unit, the CSV import and the provider's catalogues.
 *
 * The same screen serves the other unit pages of spec §2, as filtered views
 * of the mirror (the contract has no provider calls for them):
 * - `unused`: units no mirrored order job names (model/unused.ts);
 * - `print`: the filtered units as a printable table;
 * - `share`: choose units and share them as text (model/share-text.ts).
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { SelectField } from '#src/ui/select-field.tsx';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FilterBar, ListHeader } from '#src/ui/list-page.tsx';
import { ResourceTable, type ResourceColumn } from '#src/ui/resource/resource-table.tsx';
import { MapView } from '#src/ui/map-view.tsx';
import { ToggleButtons } from '#src/ui/toggle-buttons.tsx';
import { UnitsList } from './units-list.tsx';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { formatMoney } from '#src/lib/money.ts';
import { useCurrencyOf } from '#src/resource/use-currency.ts';
import { useMirroredUnits } from '../api/use-mirrored-units.ts';
import { shareText } from '../model/share-text.ts';
import type { UnitRow } from '#src/sync/index.ts';
import { toggled } from '#src/lib/sets.ts';

export type UnitsView = 'all' | 'unused' | 'print' | 'share';

/** Links to the other inventory pages. */
const InventoryLinks = memo(function InventoryLinks({ view }: { view: UnitsView }) {
  return (
    <Flex gap="4" wrap="wrap" fontSize="sm" as="nav" aria-label="inventory">
      {view !== 'all' && (
        <Link to="/dashboard/units">
          <Trans>All units</Trans>
        </Link>
      )}
      {view !== 'unused' && (
        <Link to="/dashboard/units/unused">
          <Trans>Unused units</Trans>
        </Link>
      )}
      {view !== 'print' && (
        <Link to="/dashboard/units/print">
          <Trans>Print</Trans>
        </Link>
      )}
      {view !== 'share' && (
        <Link to="/dashboard/units/share-units">
          <Trans>Share units</Trans>
        </Link>
      )}
      <Link to="/dashboard/units-rules">
        <Trans>Unit rules</Trans>
      </Link>
      <Link to="/dashboard/unit-sizes">
        <Trans>Unit sizes</Trans>
      </Link>
      <Link to="/dashboard/materials">
        <Trans>Materials</Trans>
      </Link>
      <Link to="/dashboard/internal-media-types">
        <Trans>Media types</Trans>
      </Link>
      <Link to="/dashboard/provider-campaigns">
        <Trans>Provider campaigns</Trans>
      </Link>
      <Link to="/dashboard/connector/pipelines">
        <Trans>Connector (imports and dots)</Trans>
      </Link>
    </Flex>
  );
});

/** The filtered units as a printable table. */
function PrintTable({ units, typeName }: { units: UnitRow[]; typeName: Map<number, string> }) {
  const currencyOf = useCurrencyOf();
  const { t } = useLingui();
  const columns = useMemo<ResourceColumn<UnitRow>[]>(
    () => [
      { header: t`Title`, cell: (u) => u.title },
      { header: t`SKU`, cell: (u) => u.sku },
      { header: t`Address`, cell: (u) => u.address },
      { header: t`Media type`, cell: (u) => typeName.get(u.media_type_id) ?? '—' },
      {
        header: t`Price per day`,
        cell: (u) => formatMoney(u.price, { currency: currencyOf(u.country_id) }),
        numeric: true,
      },
    ],
    [t, typeName, currencyOf],
  );
  return <ResourceTable<UnitRow> label={t`Units to print`} rows={units} columns={columns} />;
}

export function UnitsPage({ view = 'all' }: { view?: UnitsView } = {}) {
  const currencyOf = useCurrencyOf();
  const { t } = useLingui();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [mediaTypeId, setMediaTypeId] = useState<number | undefined>(undefined);
  const [layout, setLayout] = useState<'list' | 'map'>('list');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const { units, total, mediaTypes, loading, lastPulledAt } = useMirroredUnits({
    name,
    mediaTypeId,
    unused: view === 'unused',
  });
  const typeName = useMemo(() => new Map(mediaTypes.map((m) => [m.id, m.name])), [mediaTypes]);
  const hasRows = !loading && total > 0;
  // the benchmark reads this mark: time from navigation to the first list with mirrored rows
  useEffect(() => {
    if (hasRows && performance.getEntriesByName('units:rendered').length === 0) performance.mark('units:rendered');
  }, [hasRows]);
  const shown = units.length;
  const showList = view === 'print' ? false : view === 'share' || layout === 'list';
  const toggle = useCallback((id: number) => setChosen((s) => toggled(s, id)), []);
  const choose = useMemo(() => (view === 'share' ? { chosen, toggle } : undefined), [view, chosen, toggle]);
  // what Share sends: the units shown when it is pressed (a ref, so the header need not re-render at each keystroke)
  const shownUnits = useRef(units);
  useEffect(() => {
    shownUnits.current = units;
  }, [units]);
  const share = useCallback(async () => {
    const text = shareText(
      shownUnits.current.filter((u) => chosen.has(u.id)),
      (amount) => t`${amount} / day`,
      currencyOf,
    );
    try {
      if (typeof navigator.share === 'function') await navigator.share({ title: t`Media units`, text });
      else {
        await navigator.clipboard.writeText(text);
        notifySuccess(t`The chosen units were copied: paste them in a message.`);
      }
    } catch (e) {
      if ((e as { name?: string }).name !== 'AbortError') notifyError(e);
    }
  }, [chosen, t, currencyOf]);
  // Typing in the search box re-renders this page at each keystroke: the header, the links and the filters other
  // than the search box are kept as they are unless their own inputs change (docs/performance.md "Search")
  const header = useMemo(() => {
    const titles: Record<UnitsView, string> = {
      all: t`Media`,
      unused: t`Unused units`,
      print: t`Print units`,
      share: t`Share units`,
    };
    return (
      <>
        <ListHeader title={titles[view]} lastPulledAt={lastPulledAt}>
          {view === 'all' && (
            <>
              <Button asChild size="sm" variant="outline">
                <Link to="/dashboard/units/import">
                  <Trans>Import CSV</Trans>
                </Link>
              </Button>
              <Button asChild size="sm" colorPalette="brand">
                <Link to="/dashboard/units/create">
                  <Trans>New unit</Trans>
                </Link>
              </Button>
            </>
          )}
          {view === 'print' && (
            <Button size="sm" colorPalette="brand" onClick={() => window.print()}>
              <Trans>Print this list</Trans>
            </Button>
          )}
          {view === 'share' && (
            <Button size="sm" colorPalette="brand" disabled={chosen.size === 0} onClick={() => void share()}>
              <Plural value={chosen.size} one="Share # unit" other="Share # units" />
            </Button>
          )}
        </ListHeader>
        <InventoryLinks view={view} />
        {view === 'unused' && (
          <Text fontSize="sm" color="fg.muted">
            <Trans>Units that no order job on this device names.</Trans>
          </Text>
        )}
      </>
    );
  }, [t, view, lastPulledAt, chosen.size, share]);
  const filters = useMemo(
    () => (
      <>
        <SelectField
          id="media-type-filter"
          label={<Trans>Media type</Trans>}
          value={mediaTypeId === undefined ? '' : String(mediaTypeId)}
          minW="200px"
          onChange={(v) => setMediaTypeId(v ? Number(v) : undefined)}
          options={[
            { value: '', label: t`All media types` },
            ...mediaTypes.map((m) => ({ value: String(m.id), label: m.name })),
          ]}
        />
        {(view === 'all' || view === 'unused') && (
          <ToggleButtons
            label={t`View`}
            value={layout}
            onChange={setLayout}
            options={[
              { value: 'list', label: <Trans>List</Trans> },
              { value: 'map', label: <Trans>Map</Trans> },
            ]}
          />
        )}
      </>
    ),
    [t, view, mediaTypeId, mediaTypes, layout],
  );

  return (
    <Stack gap="4" h={{ base: 'auto', lg: view === 'print' ? 'auto' : 'calc(100dvh - 140px)' }}>
      {header}
      <FilterBar search={{ label: t`Search by name, SKU or address`, value: name, onChange: setName }}>
        {filters}
      </FilterBar>
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="units-count">
        {loading ? (
          <Trans>Loading the units on this device…</Trans>
        ) : (
          <Plural value={total} one={`${shown} of # unit`} other={`${shown} of # units`} />
        )}
      </Text>
      {!loading && total === 0 && (
        <Box p="6" borderWidth="1px" borderRadius="lg" bg="bg" role="status">
          <Text fontWeight="medium">
            <Trans>No units on this device yet.</Trans>
          </Text>
          <Text color="fg.muted">
            <Trans>They download when the app is online; this list then works without a connection.</Trans>
          </Text>
        </Box>
      )}
      {!loading && total > 0 && shown === 0 && (
        <Text role="status" color="fg.muted">
          <Trans>No unit matches these filters.</Trans>
        </Text>
      )}
      {view === 'print' && shown > 0 && <PrintTable units={units} typeName={typeName} />}
      {layout === 'map' && view !== 'print' && view !== 'share' && (
        <MapView
          clustered
          height="min(60dvh, 560px)"
          label={{ map: t`Map of the units`, you: t`Your position` }}
          points={units.map((u) => ({ id: u.id, lat: u.lat, lng: u.lng, label: u.title }))}
          onSelect={(id) => void navigate({ to: '/dashboard/units/$id', params: { id: id } })}
        />
      )}
      {showList && <UnitsList units={units} typeName={typeName} editable={view === 'all'} choose={choose} />}
    </Stack>
  );
}
