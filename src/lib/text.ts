/**
 * Pure text helpers for the interface (spec product.md §2 "initials badge",
 * §9 "Profile name shown truncated to 11 characters. Alert title truncated to
 * 90 characters, each description line to 150"). No I/O, no React.
 * Lengths are counted in Unicode code points, so an emoji or an accented
 * letter counts as one character and is never cut in half.
 */

/** The ellipsis appended by {@link truncate} (one character, U+2026). */
export const ELLIPSIS = '…';

/**
 * Shortens `text` to at most `max` characters, the last being '…' when
 * something was cut ('Campaña de verano', 8 → 'Campaña…'). Trailing spaces
 * before the ellipsis are dropped. Text already within `max` is returned as is.
 * @param max maximum length in characters (code points), at least 1.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  if (max <= 1) return ELLIPSIS;
  return (
    chars
      .slice(0, max - 1)
      .join('')
      .trimEnd() + ELLIPSIS
  );
}

/**
 * Initials of a name for the initials badge (spec §2): the first letter or
 * digit of each of the first two words, uppercased, at most two characters.
 * 'ana maría lópez' → 'AM', 'Ñandú' → 'Ñ', '' → '', '  (Ana) 2x ' → 'A2'.
 */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/u)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .map((c) => c.toLocaleUpperCase('es'))
    .join('');
}

/** Text for accent- and case-insensitive search: 'Medellín' → 'medellin'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * A file size for people: bytes in B, KB or MB (1 KB = 1024 bytes), at most one decimal with the locale's decimal
 * mark. The unit symbols are fixed (not the runtime's unit names, which differ between ICU versions).
 */
export function formatBytes(bytes: number, locale = 'es'): string {
  const [value, unit] =
    bytes < 1024 ? [bytes, 'B'] : bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / 1024 / 1024, 'MB'];
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
}
