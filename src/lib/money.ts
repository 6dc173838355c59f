/**
 * Money formatting (spec product.md §9 "Money shown with 2 decimals (dot
 * thousands, comma decimals)"): 1234567.891 → '1.234.567,89'.
 * Built by hand rather than with Intl so the result does not depend on the
 * browser's locale data. Pure, no I/O.
 */

/** Options of {@link formatMoney}. */
export interface MoneyOptions {
  /** Currency symbol shown before the amount followed by a space, e.g. '$' → '$ 1.234,00'. */
  currency?: string;
}

/**
 * Amount in cents, rounded half away from zero. The product is first brought
 * to 15 significant digits so binary artefacts do not flip the rounding
 * (1.005 × 100 = 100.4999… → 101 cents, as a person would round it).
 */
function toCents(value: number): number {
  const scaled = Number((Math.abs(value) * 100).toPrecision(15));
  return Math.sign(value) * Math.round(scaled);
}

/**
 * Formats an amount (pesos or any currency unit) with 2 decimals, '.' between
 * thousands and ',' before the decimals: 1234567.891 → '1.234.567,89',
 * -0.5 → '-0,50', 2.675 → '2,68' (half away from zero on the cents),
 * -0.001 → '0,00' (no negative zero). With `{ currency: '$' }`:
 * '$ 1.234,50' and '-$ 1.234,50'. Non-finite values give '—'.
 * @param value amount in currency units (e.g. pesos, not cents).
 */
export function formatMoney(value: number, options: MoneyOptions = {}): string {
  if (!Number.isFinite(value)) return '—';
  const cents = toCents(value);
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toString();
  const fraction = (abs % 100).toString().padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const prefix = options.currency ? `${options.currency} ` : '';
  return `${negative ? '-' : ''}${prefix}${grouped},${fraction}`;
}

/**
 * Reads an amount typed by a person (spec §9 writes money with dot thousands and comma decimals, but
 * people also type a dot for decimals): '1.234,56' → 1234.56, '229,06' → 229.06, '229.06' → 229.06,
 * '1.234' → 1234 (a dot before exactly three digits, repeated, groups thousands), '1,234.5' → 1234.5
 * (with both marks the last one is the decimal mark), spaces and a leading currency code or '$' are
 * ignored ('MXN 1.200' → 1200).
 * @returns the amount in currency units, or null when the text is not an amount (empty, letters, '1,2,3').
 */
export function parseMoney(text: string): number | null {
  let s = text.replace(/^\s*(?:[A-Z]{3}|\$)\s*/, '').replace(/[\s\u00a0]/g, '');
  if (!/^-?[\d.,]+$/.test(s) || !/\d/.test(s)) return null;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    s = s.split(group).join('');
    if (s.split(decimal).length > 2) return null;
    s = s.replace(decimal, '.');
  } else if (lastComma >= 0) {
    if (s.split(',').length > 2) return null;
    s = s.replace(',', '.');
  } else if (lastDot >= 0 && /^-?\d{1,3}(\.\d{3})+$/.test(s)) {
    s = s.split('.').join('');
  } else if (s.split('.').length > 2) {
    return null;
  }
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}
