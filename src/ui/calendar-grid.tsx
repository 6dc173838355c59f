/**
 * One month of the date-range picker (spec product.md §2 "date-range picker
 * (blocked, in-range, start and end cells)", §9 "calendar 7 columns"): a
 * role=grid table, Monday first, with month navigation.
 *
 * Invariants:
 * - Roving focus: only the focused day is in the tab order (tabIndex 0);
 *   arrows move by day/week, PageUp/PageDown by month, Home/End to the week's
 *   ends, crossing months as needed; Enter or Space chooses the day.
 * - Unavailable days (blocked, before `min`, after `max`) stay focusable but
 *   carry aria-disabled="true" and data-blocked; choosing one is passed to
 *   `onSelect`, which refuses it and says why.
 * - Start, end and in-range days carry data-start / data-end / data-in-range
 *   and aria-selected, and are coloured so the range is visible at a glance.
 */
import { useEffect, useRef } from 'react';
import { Box, HStack, IconButton, Text, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Temporal } from 'temporal-polyfill';
import { monthGrid, moveFocus, rangeMarks, type DateRange } from '../lib/calendar.ts';

/** Year and month (1–12) shown by the grid. */
export interface YearMonth {
  year: number;
  month: number;
}

export interface CalendarGridProps {
  /** Month shown. */
  month: YearMonth;
  onMonthChange: (month: YearMonth) => void;
  /** ISO date holding the roving focus. */
  focused: string;
  onFocusChange: (date: string) => void;
  range: DateRange;
  /** True for days that cannot be chosen. */
  isUnavailable: (date: string) => boolean;
  /** Called when the user chooses a day, unavailable ones included, so the caller can say why it refuses them. */
  onSelect: (date: string) => void;
  /** Move DOM focus to the focused day when it changes (true while the user navigates). */
  autoFocus?: boolean;
}

const DayButton = chakra('button', {
  base: {
    width: '2.25rem',
    height: '2.25rem',
    borderRadius: 'l2',
    fontSize: 'sm',
    cursor: 'pointer',
    _hover: { bg: 'brand.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' },
    '&[data-outside]': { color: 'fg.subtle' },
    '&[data-in-range]': { bg: 'brand.subtle', borderRadius: '0' },
    '&[data-start], &[data-end]': { bg: 'brand.solid', color: 'brand.contrast', fontWeight: 'semibold' },
    '&[data-today]': { textDecoration: 'underline' },
    '&[data-blocked]': {
      color: 'fg.subtle',
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      bg: 'bg.muted',
      _hover: { bg: 'bg.muted' },
    },
  },
});

/** The date at UTC midnight, for Intl formatting with timeZone 'UTC'. */
function utc(d: Temporal.PlainDate): Date {
  return new Date(Date.UTC(d.year, d.month - 1, d.day));
}

function plainYearMonth({ year, month }: YearMonth): Temporal.PlainDate {
  return Temporal.PlainDate.from({ year, month, day: 1 });
}

/** A month grid with previous/next month buttons and keyboard navigation. */
export function CalendarGrid({
  month,
  onMonthChange,
  focused,
  onFocusChange,
  range,
  isUnavailable,
  onSelect,
  autoFocus,
}: CalendarGridProps) {
  const { t, i18n } = useLingui();
  const gridRef = useRef<HTMLTableElement>(null);
  const locale = i18n.locale || 'es';
  const weeks = monthGrid(month.year, month.month);
  const today = Temporal.Now.plainDateISO().toString();
  const first = plainYearMonth(month);
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utc(first),
  );
  // "noviembre de 2026" → "Noviembre de 2026" (CSS capitalize would give "Noviembre De 2026")
  const title = monthName.charAt(0).toLocaleUpperCase(locale) + monthName.slice(1);
  const longDay = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const monday = Temporal.PlainDate.from('2024-01-01');
  const titleId = `calendar-title-${month.year}-${month.month}`;

  useEffect(() => {
    if (!autoFocus) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [autoFocus, focused]);

  const shift = (months: number) => {
    const next = first.add({ months });
    onMonthChange({ year: next.year, month: next.month });
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const next = moveFocus(focused, event.key);
    if (!next) return;
    event.preventDefault();
    const date = Temporal.PlainDate.from(next);
    if (date.month !== month.month || date.year !== month.year) onMonthChange({ year: date.year, month: date.month });
    onFocusChange(next);
  };

  return (
    <Box>
      <HStack justify="space-between" mb="2">
        <IconButton size="sm" variant="ghost" aria-label={t`Previous month`} onClick={() => shift(-1)}>
          <span aria-hidden="true">‹</span>
        </IconButton>
        <Text id={titleId} fontWeight="semibold" aria-live="polite">
          {title}
        </Text>
        <IconButton size="sm" variant="ghost" aria-label={t`Next month`} onClick={() => shift(1)}>
          <span aria-hidden="true">›</span>
        </IconButton>
      </HStack>
      <table
        role="grid"
        aria-labelledby={titleId}
        ref={gridRef}
        onKeyDown={onKeyDown}
        style={{ borderCollapse: 'collapse' }}
      >
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, i) => {
              const d = utc(monday.add({ days: i }));
              return (
                <th key={i} scope="col" abbr={weekdayLong.format(d)}>
                  <Text as="span" textStyle="xs" color="fg.muted" fontWeight="medium">
                    {weekdayShort.format(d)}
                  </Text>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((cell) => {
                const marks = rangeMarks(cell.date, range);
                const unavailable = isUnavailable(cell.date);
                const selected = marks.start || marks.end || marks.inRange;
                const label = longDay.format(utc(Temporal.PlainDate.from(cell.date)));
                return (
                  <td
                    key={cell.date}
                    role="gridcell"
                    aria-selected={selected}
                    style={{ padding: 0, textAlign: 'center' }}
                  >
                    <DayButton
                      type="button"
                      data-date={cell.date}
                      data-outside={cell.inMonth ? undefined : ''}
                      data-start={marks.start ? '' : undefined}
                      data-end={marks.end ? '' : undefined}
                      data-in-range={marks.inRange ? '' : undefined}
                      data-blocked={unavailable ? '' : undefined}
                      data-today={cell.date === today ? '' : undefined}
                      aria-disabled={unavailable || undefined}
                      aria-label={unavailable ? t`${label}, not available` : label}
                      aria-current={cell.date === today ? 'date' : undefined}
                      tabIndex={cell.date === focused ? 0 : -1}
                      onFocus={() => {
                        if (cell.date !== focused) onFocusChange(cell.date);
                      }}
                      onClick={() => {
                        onFocusChange(cell.date);
                        onSelect(cell.date);
                      }}
                    >
                      {cell.day}
                    </DayButton>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
