/**
 * The list half of the unit selection (product.md §2–§5 campaigns): the filtered units in a
 * virtualised list (thousands scroll smoothly; rows are measured, so wrapped
 * text on phones is fine), each with its place, media type, side, daily
 * traffic, price per day, how it stands on the chosen dates, a link to its
 * page, "show on map" and an Add / Remove button named after the unit.
 *
 * Invariants:
 * - a unit whose media type has no dates yet, or that is busy on them, cannot
 *   be added (the server would refuse it, spec §5); its badge says why and
 *   the button points at the badge (aria-describedby). A unit in the cart can
 *   always be removed;
 * - the row of `selectedId` is highlighted (aria-current) and scrolled into
 *   view when it is chosen elsewhere (the map);
 * - rows carry aria-posinset / aria-setsize, so a screen reader knows where it
 *   is in the whole list, not only among the rendered rows.
 */
import { memo, useEffect, useRef } from 'react';
import { Badge, Box, Button, Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AvailableUnit } from '#src/api/contract/campaigns.ts';
import { formatMoney } from '#src/lib/money.ts';
import { useCurrencyOf } from '#src/resource/use-currency.ts';
import type { SelectionNames } from '../api/unit-selection.ts';
import { availabilityOf, type Availability, type DatesOf } from './filters.ts';
import { formatCount } from './format.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the rows' styles (see the file)
import './unit-list.css';

/** Estimated row height before it is measured, px (a one-line row on a wide screen; wrapped rows on phones are taller). */
const ROW_ESTIMATE = 121;

export interface UnitListProps {
  campaignId: number;
  units: readonly AvailableUnit[];
  datesOf: DatesOf;
  names: SelectionNames;
  inCart: ReadonlySet<number>;
  pending: ReadonlySet<number> | undefined;
  selectedId: number | null;
  /** "Show on map" of a row. */
  onSelect: (id: number) => void;
  onAdd: (unit: AvailableUnit) => void;
  onRemove: (unitId: number) => void;
}

function AvailabilityBadge({
  id,
  availability,
  mediaType,
}: {
  id: string;
  availability: Availability;
  mediaType: string;
}) {
  if (availability === 'available')
    return (
      <Badge id={id} colorPalette="green" variant="subtle">
        <Trans>Free on your dates</Trans>
      </Badge>
    );
  if (availability === 'busy')
    return (
      <Badge id={id} colorPalette="red" variant="subtle">
        <Trans>Busy on your dates</Trans>
      </Badge>
    );
  return (
    <Badge id={id} colorPalette="orange" variant="subtle" whiteSpace="normal">
      <Trans>Choose the dates of {mediaType} first</Trans>
    </Badge>
  );
}

interface RowProps extends Pick<UnitListProps, 'campaignId' | 'onSelect' | 'onAdd' | 'onRemove'> {
  unit: AvailableUnit;
  /** ISO 4217 code of the unit's country (use-currency.ts). */
  currency: string | undefined;
  availability: Availability;
  mediaType: string;
  place: string;
  inCart: boolean;
  pending: boolean;
  selected: boolean;
}

/** One unit's row; memoised: a filter change re-renders only the rows whose unit or state changed. */
const UnitRow = memo(function UnitRow({
  unit: u,
  currency,
  availability,
  mediaType,
  place,
  inCart,
  pending,
  selected,
  campaignId,
  onSelect,
  onAdd,
  onRemove,
}: RowProps) {
  const { t } = useLingui();
  const title = u.title;
  const traffic = formatCount(u.daily_traffic);
  const badgeId = `unit-availability-${u.id}`;
  const blocked = !inCart && availability !== 'available';
  return (
    <div className="unit-row" data-selected={selected || undefined}>
      <div className="unit-row-main">
        <Link asChild fontWeight="semibold">
          <RouterLink to="/campaigns/$campaign/units/$unit" params={{ campaign: campaignId, unit: u.id }}>
            {title}
          </RouterLink>
        </Link>
        <p className="unit-row-muted">
          {u.sku} · {u.address}
          {place ? ` · ${place}` : ''}
        </p>
        <p>
          {mediaType} · <Trans>Side {u.side}</Trans> · <Trans>{traffic} people a day</Trans>
        </p>
        <div className="unit-row-badges">
          <AvailabilityBadge id={badgeId} availability={availability} mediaType={mediaType} />
          {inCart && (
            <Badge colorPalette="brand" variant="solid">
              <Trans>In the campaign</Trans>
            </Badge>
          )}
        </div>
      </div>
      <div className="unit-row-side">
        {/* PriceTag's small daily price, as plain spans (see unit-list.css) */}
        <span className="unit-row-price">
          <span className="unit-row-amount">{formatMoney(u.price, { currency })}</span>
          <span className="unit-row-muted">
            <Trans>per day</Trans>
          </span>
        </span>
        <div className="unit-row-actions">
          <Button size="xs" variant="ghost" onClick={() => onSelect(u.id)} aria-label={t`Show ${title} on the map`}>
            <Trans>Show on map</Trans>
          </Button>
          {pending && (
            <Badge size="sm" colorPalette="orange">
              <Trans>Not sent yet</Trans>
            </Badge>
          )}
          {inCart ? (
            <Button size="sm" variant="outline" onClick={() => onRemove(u.id)} aria-label={t`Remove ${title}`}>
              <Trans>Remove</Trans>
            </Button>
          ) : (
            <Button
              size="sm"
              colorPalette="brand"
              disabled={blocked}
              onClick={() => onAdd(u)}
              aria-label={t`Add ${title}`}
              aria-describedby={blocked ? badgeId : undefined}
            >
              <Trans>Add</Trans>
            </Button>
          )}
        </div>
      </div>
    </div>
  );
});

/** The virtualised list of the filtered units (see module doc); memoised, see UnitSelection. */
export const UnitList = memo(function UnitList({
  campaignId,
  units,
  datesOf,
  names,
  inCart,
  pending,
  selectedId,
  onSelect,
  onAdd,
  onRemove,
}: UnitListProps) {
  const currencyOf = useCurrencyOf();
  const { t } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  // TanStack Virtual hands back functions the React Compiler cannot memoise; this component is not compiled
  // oxlint-disable-next-line react/incompatible-library
  const virtual = useVirtualizer({
    count: units.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 2,
    getItemKey: (i) => units[i]!.id,
  });
  useEffect(() => {
    if (selectedId === null) return;
    const index = units.findIndex((u) => u.id === selectedId);
    if (index >= 0) virtual.scrollToIndex(index, { align: 'auto' });
    // scroll when the selection changes, not on every filter pass
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId]);
  return (
    <Box
      ref={scroller}
      h="100%"
      minH="320px"
      overflowY="auto"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      role="list"
      aria-label={t`Available units`}
      data-testid="unit-selection-list"
    >
      {/* sizes and offsets change with every measure and scroll: inline styles, not style props (each new value would be a new CSS class) */}
      <Box position="relative" style={{ height: `${virtual.getTotalSize()}px` }}>
        {virtual.getVirtualItems().map((row) => {
          const u = units[row.index]!;
          const mediaType = names.mediaTypes.get(u.media_type_id) ?? '—';
          const place = [names.cities.get(u.city_id), names.states.get(u.state_id)].filter(Boolean).join(', ');
          return (
            <div
              key={row.key}
              ref={virtual.measureElement}
              className="unit-row-item"
              data-index={row.index}
              role="listitem"
              aria-posinset={row.index + 1}
              aria-setsize={units.length}
              aria-current={u.id === selectedId ? 'true' : undefined}
              data-unit-id={u.id}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <UnitRow
                unit={u}
                currency={currencyOf(u.country_id)}
                availability={availabilityOf(u, datesOf)}
                mediaType={mediaType}
                place={place}
                inCart={inCart.has(u.id)}
                pending={pending?.has(u.id) ?? false}
                selected={u.id === selectedId}
                campaignId={campaignId}
                onSelect={onSelect}
                onAdd={onAdd}
                onRemove={onRemove}
              />
            </div>
          );
        })}
      </Box>
    </Box>
  );
});
