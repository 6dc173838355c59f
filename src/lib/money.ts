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
