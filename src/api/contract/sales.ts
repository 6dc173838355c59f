/** The sales pipeline's contract (issue 16): packages so far; proposals, bookings, discounts and special prices next. */
export * from './sales/packages.ts';
