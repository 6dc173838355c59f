/**
 * 24-hour clock times 'HH:MM' for the time picker (spec product.md §2 "time
 * picker"). Pure, no I/O. Minutes of the day run 0..1439.
 */

/** Minutes in a day. */
export const MINUTES_PER_DAY = 24 * 60;

/** Reads 'H:MM' or 'HH:MM' (00:00–23:59) into minutes since midnight, or undefined. */
export function parseTime(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return undefined;
  return hours * 60 + minutes;
}

/** Minutes since midnight (wrapped into one day) as 'HH:MM': 75 → '01:15', 1440 → '00:00'. */
export function formatTime(minutes: number): string {
  const m = ((Math.trunc(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * The minute values offered for a `step` in minutes (1–60; values that do not
 * divide 60 still start at 0): step 15 → [0, 15, 30, 45].
 */
export function minuteOptions(step: number): number[] {
  const s = Math.min(60, Math.max(1, Math.trunc(step) || 1));
  const out: number[] = [];
  for (let m = 0; m < 60; m += s) out.push(m);
  return out;
}
