/**
 * Custom validation rule `package_date` (spec product.md §5): the value is an
 * object with start and end dates and a non-blank end, and the inclusive
 * number of days between start and end must equal the required `days`.
 * Pure function, no Lingui: the two message texts are the spec's own.
 */
import { compareDates, inclusiveDays, isIsoDate } from './dates.ts';

/** Value checked by the rule: ISO 'YYYY-MM-DD' dates. */
export interface PackageDateValue {
  start?: string | null;
  end?: string | null;
}

/** Arguments of the rule besides the value. */
export interface PackageDateOptions {
  /** Required length of the period in days, both ends included. */
  days: number;
  /** Label of the field as the user sees it, put into the message. */
  field: string;
  /** Language of the message. */
  locale: 'es' | 'en';
}

const MESSAGES = {
  es: 'Cantidad de días {field} deberia ser {days}',
  en: 'Number of days in {field} should be {days}',
} as const;

/**
 * Checks the `package_date` rule (spec §5).
 * @returns undefined when valid; otherwise the message, e.g.
 *   es 'Cantidad de días Fechas deberia ser 30',
 *   en 'Number of days in Dates should be 30'.
 *   A missing value, a blank or invalid start or end, an end before the
 *   start, or a wrong day count
 *   all give the same message (the spec defines only this one).
 */
export function validatePackageDate(
  value: PackageDateValue | null | undefined,
  { days, field, locale }: PackageDateOptions,
): string | undefined {
  const start = value?.start?.trim();
  const end = value?.end?.trim();
  const valid =
    isIsoDate(start) && isIsoDate(end) && compareDates(start, end) <= 0 && inclusiveDays(start, end) === days;
  if (valid) return undefined;
  return MESSAGES[locale].replace('{field}', field).replace('{days}', String(days));
}
