/**
 * Calendar-date helpers on Temporal.PlainDate (spec product.md §9 "Dates in
 * DD/MM/YYYY", "Duration is counted in whole days inclusive of both ends",
 * "Print campaigns with no units default to a 30-day period (start date plus
 * 29 days)"). Dates travel as ISO 'YYYY-MM-DD' strings; no time zones are
 * involved. Pure, no I/O (except `today`, which reads the clock).
 */
import { Temporal } from 'temporal-polyfill';

/** An ISO date ('YYYY-MM-DD'), or the date part of a longer ISO date-time. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** A calendar date: ISO 'YYYY-MM-DD' string or a Temporal.PlainDate. */
export type DateLike = string | Temporal.PlainDate;

/** Length of the default print period (spec §9): start date plus 29 days = 30 days. */
export const PRINT_PERIOD_DAYS = 30;

/**
 * Reads an ISO date ('YYYY-MM-DD'; a longer ISO date-time is cut to its date).
 * @throws RangeError when `value` is not a real calendar date.
 */
export function toPlainDate(value: DateLike): Temporal.PlainDate {
  if (typeof value !== 'string') return value;
  const match = ISO_DATE.exec(value.trim());
  if (!match) throw new RangeError(`not an ISO date: ${value}`);
  return Temporal.PlainDate.from(
    { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) },
    { overflow: 'reject' },
  );
}

/** True when `value` is a real ISO calendar date ('2024-02-30' is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    toPlainDate(value);
    return true;
  } catch {
    return false;
  }
}

/** Today's date in the device's time zone, as ISO 'YYYY-MM-DD'. */
export function today(): string {
  return Temporal.Now.plainDateISO().toString();
}

/**
 * Formats a date as 'DD/MM/YYYY' (spec §9): '2024-03-05' → '05/03/2024'.
 * Blank or invalid input gives '' so a screen shows nothing rather than failing.
 */
export function formatDate(value: DateLike): string {
  let date: Temporal.PlainDate;
  try {
    date = toPlainDate(value);
  } catch {
    return '';
  }
  const dd = String(date.day).padStart(2, '0');
  const mm = String(date.month).padStart(2, '0');
  return `${dd}/${mm}/${String(date.year).padStart(4, '0')}`;
}

/**
 * Reads 'DD/MM/YYYY' (one-digit day or month accepted: '5/3/2024') into ISO
 * 'YYYY-MM-DD'; undefined when it is not a real date ('31/02/2024').
 */
export function parseDate(text: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  try {
    return Temporal.PlainDate.from(
      { year: Number(match[3]), month: Number(match[2]), day: Number(match[1]) },
      { overflow: 'reject' },
    ).toString();
  } catch {
    return undefined;
  }
}

/**
 * Whole days from `start` to `end` counting both ends (spec §9): same day → 1,
 * '2024-01-01'..'2024-01-30' → 30; `end` before `start` → 0.
 * @throws RangeError when either date is not a real ISO date.
 */
export function inclusiveDays(start: DateLike, end: DateLike): number {
  const days = epochDay(end) - epochDay(start);
  return days < 0 ? 0 : days + 1;
}

/**
 * Days from 1970-01-01 to `value` (negative before it). ISO strings, the usual case (every campaign line's
 * price is counted in days), are read without building a Temporal.PlainDate: a contracts page of 400
 * contracts counted ~15,000 of them (issue 21).
 * @throws RangeError when `value` is not a real ISO date
 */
function epochDay(value: DateLike): number {
  let year: number, month: number, day: number;
  if (typeof value === 'string') {
    const match = ISO_DATE.exec(value.trim());
    if (!match) throw new RangeError(`not an ISO date: ${value}`);
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else {
    ({ year, month, day } = value);
  }
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day); // years 0–99 stay as written (Date.UTC would add 1900)
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day)
    throw new RangeError(`not an ISO date: ${String(value)}`); // 2024-02-30 rolled over
  return Math.round(utc.getTime() / 86_400_000);
}

/**
 * `date` moved by `days` whole days (negative goes back), as ISO 'YYYY-MM-DD'.
 * @throws RangeError when `date` is not a real ISO date.
 */
export function addDays(date: DateLike, days: number): string {
  return toPlainDate(date).add({ days }).toString();
}

/**
 * Default period of a print campaign with no units (spec §9): 30 days
 * inclusive, i.e. `{ start, end: start + 29 days }` as ISO dates.
 * @throws RangeError when `start` is not a real ISO date.
 */
export function defaultPrintPeriod(start: DateLike): { start: string; end: string } {
  const from = toPlainDate(start);
  return { start: from.toString(), end: addDays(from, PRINT_PERIOD_DAYS - 1) };
}

/** -1, 0 or 1 as `a` is before, equal to or after `b` (ISO dates). */
export function compareDates(a: DateLike, b: DateLike): number {
  return Temporal.PlainDate.compare(toPlainDate(a), toPlainDate(b));
}

/** Locale tag used for clock times in each interface language (24-hour clock in both). */
const CLOCK_LOCALE: Record<string, string> = { es: 'es-ES', en: 'en-GB' };

/** Intl formatters are costly to build (≈0.5 ms each): one per interface language and style, kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, style: 'clock' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${locale}:${style}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      CLOCK_LOCALE[locale] ?? 'es-ES',
      style === 'clock' ? { hour: '2-digit', minute: '2-digit' } : { dateStyle: 'short', timeStyle: 'short' },
    );
    formatters.set(key, f);
  }
  return f;
}

/** Time of day `HH:MM` of an instant (epoch ms), in the device's time zone. */
export function formatClock(epochMs: number, locale: string): string {
  return formatter(locale, 'clock').format(epochMs);
}

/** Short date and time of an instant (epoch ms), e.g. '20/11/26, 14:05', in the device's time zone. */
export function formatDateTime(epochMs: number, locale: string): string {
  return formatter(locale, 'dateTime').format(epochMs);
}
