/**
 * Date-range picker (spec product.md §2 "date-range picker (blocked, in-range,
 * start and end cells)", §9 "Dates in DD/MM/YYYY", "calendar 7 columns",
 * "date popup 2001"). A button showing the chosen period opens a popup with
 * a month grid (CalendarGrid); the first chosen day starts the period, the
 * second ends it and closes the popup.
 *
 * Invariants:
 * - `value` holds ISO 'YYYY-MM-DD' dates; `onChange` receives each accepted
 *   step: `{ start }` and then `{ start, end }`.
 * - A blocked day, a day outside `min`/`max`, or a period containing a blocked
 *   day is refused: `onChange` is not called and the refusal is announced
 *   (role=status).
 * - The popup stacks at z-index 2001 (above modals at 1000).
 * - A step just chosen is shown (and the next day measured from it) until `value` catches up with it: a parent that
 *   saves first and passes the period back later (the campaign editor writes to the device) showed the old period
 *   for that moment. If `value` moves anywhere else meanwhile, `value` wins.
 */
import type { ReactNode } from 'react';
import { useId, useMemo, useRef, useState } from 'react';
import { Button, Field, Popover, Text } from '@chakra-ui/react';
import { PopupPortal } from './popup-portal.tsx';
import { useLingui } from '@lingui/react/macro';
import { Temporal } from 'temporal-polyfill';
import { blockedPredicate, isUnavailable, selectDay, type BlockedDays, type DateRange } from '../lib/calendar.ts';
import { formatDate } from '../lib/dates.ts';
import { CalendarGrid, type YearMonth } from './calendar-grid.tsx';

/** Stacking level of the date popup (spec §9). */
export const DATE_POPUP_Z_INDEX = 2001;

export interface DateRangePickerProps {
  label: ReactNode;
  /** Chosen period, ISO dates. */
  value: DateRange;
  onChange: (value: DateRange) => void;
  /** Days that cannot be chosen nor lie inside a period: ISO dates or a predicate. */
  blocked?: BlockedDays;
  /** First day that can be chosen (ISO). */
  min?: string;
  /** Last day that can be chosen (ISO). */
  max?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Month shown when nothing is chosen (ISO date), default today or `min`. */
  defaultMonth?: string;
}

const sameRange = (a: DateRange, b: DateRange) => a.start === b.start && a.end === b.end;

function monthOf(iso: string): YearMonth {
  const d = Temporal.PlainDate.from(iso);
  return { year: d.year, month: d.month };
}

/** A button + popup calendar for choosing a start and an end day. */
export function DateRangePicker({
  label,
  value,
  onChange,
  blocked,
  min,
  max,
  hint,
  error,
  required,
  disabled,
  defaultMonth,
}: DateRangePickerProps) {
  const { t } = useLingui();
  const id = `date-range-${useId()}`;
  // the steps chosen that `value` has not caught up with yet, and the value they were chosen from
  const [stored, setPending] = useState<{ steps: DateRange[]; from: DateRange } | null>(null);
  let pending = stored;
  if (pending) {
    const reached = pending.steps.findIndex((step) => sameRange(step, value));
    // caught up with the last step, or moved elsewhere (the parent's word wins): nothing pending any more
    if (reached === pending.steps.length - 1 || (reached < 0 && !sameRange(value, pending.from))) {
      pending = null;
      setPending(null);
    }
  }
  const current = pending?.steps.at(-1) ?? value;
  const anchor =
    current.start ??
    defaultMonth ??
    (min && Temporal.PlainDate.compare(Temporal.PlainDate.from(min), Temporal.Now.plainDateISO()) > 0
      ? min
      : undefined) ??
    Temporal.Now.plainDateISO().toString();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState<YearMonth>(() => monthOf(anchor));
  const [focused, setFocused] = useState(anchor);
  const [navigating, setNavigating] = useState(false);
  const [refusal, setRefusal] = useState<string>('');
  const bodyRef = useRef<HTMLDivElement>(null);
  const isBlocked = useMemo(() => blockedPredicate(blocked), [blocked]);
  const unavailable = (date: string) => isUnavailable(date, isBlocked, min, max);

  const shown =
    current.start && current.end
      ? `${formatDate(current.start)} – ${formatDate(current.end)}`
      : current.start
        ? `${formatDate(current.start)} – …`
        : t`Choose dates`;

  const select = (date: string) => {
    const result = selectDay(current, date, unavailable);
    if (!result.ok) {
      setRefusal(
        result.reason === 'unavailable'
          ? t`This day is not available`
          : t`The period includes days that are not available`,
      );
      return;
    }
    setRefusal('');
    setPending({ steps: [...(pending?.steps ?? []), result.range], from: pending?.from ?? value });
    onChange(result.range);
    if (result.range.end) setOpen(false);
  };

  return (
    <Field.Root id={id} ids={{ label: `${id}-label` }} invalid={Boolean(error)} required={required} disabled={disabled}>
      <Popover.Root
        // the calendar (six weeks of day buttons, ~120 elements) mounts when the popup opens, not with the form: the
        // manager's home renders the boards' period picker on every load, and again each time a board's answer
        // arrives, before the home is first painted (issue 21, offline reload; docs/performance.md)
        lazyMount
        unmountOnExit
        open={open}
        onOpenChange={(details) => {
          setOpen(details.open);
          setNavigating(false);
          if (details.open) {
            setMonth(monthOf(anchor));
            setFocused(anchor);
            setRefusal('');
          }
        }}
        ids={{ trigger: id }}
        positioning={{ placement: 'bottom-start' }}
        initialFocusEl={() => bodyRef.current?.querySelector<HTMLElement>(`[data-date="${anchor}"]`) ?? null}
      >
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Popover.Trigger asChild>
          <Button
            variant="outline"
            justifyContent="flex-start"
            fontWeight="normal"
            width="full"
            maxWidth="xs"
            aria-haspopup="dialog"
            aria-labelledby={`${id}-label ${id}-value`}
          >
            <span aria-hidden="true">📅</span>
            <Text as="span" id={`${id}-value`} color={current.start ? undefined : 'fg.muted'}>
              {shown}
            </Text>
          </Button>
        </Popover.Trigger>
        <PopupPortal>
          <Popover.Positioner zIndex={DATE_POPUP_Z_INDEX}>
            <Popover.Content
              width="auto"
              css={{ '--popover-z-index': String(DATE_POPUP_Z_INDEX) }}
              aria-label={t`Choose dates`}
            >
              <Popover.Body ref={bodyRef} p="3" onKeyDown={() => setNavigating(true)}>
                <CalendarGrid
                  month={month}
                  onMonthChange={setMonth}
                  focused={focused}
                  onFocusChange={setFocused}
                  range={current}
                  isUnavailable={unavailable}
                  onSelect={select}
                  autoFocus={navigating}
                />
                <Text role="status" textStyle="sm" color="fg.error" minHeight="1.25rem" mt="2">
                  {refusal}
                </Text>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </PopupPortal>
      </Popover.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  );
}
