/**
 * The list of /dashboard/units (units-page.tsx; spec product.md §2 "units (media)", §3 unit list filters): the
 * filtered media units mirrored on this device in a virtualised list — each with its title (a link to its page),
 * SKU and address, media type, price per day in its country's currency, and "Edit" (the `all` view) or a checkbox
 * named after the unit (the `share` view).
 *
 * Rows are plain elements with the classes of units-list.css, not Chakra style props, and only two rows beyond the
 * visible ones are rendered: a search mounts a screenful of new rows, and their styling was most of its time
 * (docs/performance.md "Search"). The component is memoised: typing in the search box re-renders the page, and the
 * list only when its units change.
 */
import { memo, useRef } from 'react';
import { Badge, Box } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '#src/lib/money.ts';
import { useCurrencyOf } from '#src/resource/use-currency.ts';
import type { UnitRow } from '#src/sync/index.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the rows' styles (see the file)
import './units-list.css';

/** Height of one row of the list, px. */
export const ROW_HEIGHT = 72;

export interface UnitsListProps {
  units: readonly UnitRow[];
  /** Media type names by id. */
  typeName: ReadonlyMap<number, string>;
  /** Rows carry an "Edit" link (the `all` view). */
  editable: boolean;
  /** Rows carry a checkbox (the `share` view): the units chosen, and what a click on one does. */
  choose?: { chosen: ReadonlySet<number>; toggle: (id: number) => void } | undefined;
}

function UnitsListRows({ units, typeName, editable, choose }: UnitsListProps) {
  const { t } = useLingui();
  const currencyOf = useCurrencyOf();
  const scroller = useRef<HTMLDivElement>(null);
  // TanStack Virtual hands back functions the React Compiler cannot memoise; this component is not compiled
  // oxlint-disable-next-line react/incompatible-library
  const virtual = useVirtualizer({
    count: units.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 2,
  });
  const shown = units.length;
  return (
    <Box
      ref={scroller}
      flex="1"
      minH="320px"
      overflowY="auto"
      borderWidth={shown ? '1px' : '0'}
      borderRadius="lg"
      bg="bg"
      data-testid="units-list"
      role="list"
      aria-label={t`Media units`}
    >
      <div style={{ position: 'relative', height: `${virtual.getTotalSize()}px` }}>
        {virtual.getVirtualItems().map((row) => {
          const u = units[row.index]!;
          const amount = formatMoney(u.price, { currency: currencyOf(u.country_id) });
          return (
            <div
              key={u.id}
              role="listitem"
              className="units-row"
              style={{ height: `${ROW_HEIGHT}px`, transform: `translateY(${row.start}px)` }}
              data-unit-id={u.id}
            >
              {choose && (
                <input
                  type="checkbox"
                  aria-label={t`Choose ${u.title}`}
                  checked={choose.chosen.has(u.id)}
                  onChange={() => choose.toggle(u.id)}
                />
              )}
              <div className="units-row-main">
                <p className="units-row-title">
                  <Link to="/dashboard/units/$id" params={{ id: u.id }}>
                    {u.title}
                  </Link>
                </p>
                <p className="units-row-muted">
                  {u.sku} · {u.address}
                </p>
              </div>
              <div className="units-row-side">
                <Badge variant="subtle" display={{ base: 'none', md: 'inline-flex' }}>
                  {typeName.get(u.media_type_id) ?? '—'}
                </Badge>
                <p className="units-row-price">{t`${amount} / day`}</p>
                {editable && (
                  <Link to="/dashboard/units/$id/edit" params={{ id: u.id }} aria-label={t`Edit ${u.title}`}>
                    <Trans>Edit</Trans>
                  </Link>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </Box>
  );
}

/** The virtualised list of units (module doc). */
export const UnitsList = memo(UnitsListRows);
