/**
 * The diagnostics page's facts as data (issue 20): sections of labelled values that the page shows as
 * description lists and "Copy report" writes as plain text, so what support reads on the screen and in a pasted
 * report is the same, in the same words. Pure: labels and values arrive translated and formatted.
 */

/** One labelled value; `raw` values are identifiers shown as they are (a user agent, a build name). */
export interface Fact {
  label: string;
  value: string;
  raw?: boolean;
}

export interface FactSection {
  /** Stable id (`app`, `server`…), for headings' ids and tests. */
  id: string;
  title: string;
  facts: readonly Fact[];
}

/**
 * The report as text: its heading, then each section's title and its facts indented one per line.
 * @example reportText('Report', [{ id: 'a', title: 'App', facts: [{ label: 'Version', value: '1.0' }] }])
 *   // 'Report\n\nApp\n  Version: 1.0\n'
 */
export function reportText(heading: string, sections: readonly FactSection[]): string {
  const blocks = sections.map((s) => [s.title, ...s.facts.map((f) => `  ${f.label}: ${f.value}`)].join('\n'));
  return `${[heading, ...blocks].join('\n\n')}\n`;
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * Bytes in the largest unit that keeps the number at or above 1 (decimal units: 1 kB = 1000 bytes, as browsers
 * report quotas), one decimal at most, in the locale's words: `formatBytes(1_500_000, 'es')` → "1,5 MB".
 */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** A share (0..1) as a percentage in the locale: "12,5 %" in Spanish. */
export function formatShare(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** Milliseconds, whole, in the locale's words: "123 ms". */
export function formatMs(ms: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 0 }).format(ms);
}
