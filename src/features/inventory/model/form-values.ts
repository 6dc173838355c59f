/**
 * From a ResourceForm's text values to a request body's types, for the inventory's catalogue screens
 * (catalogue-configs.tsx, unit-rules-config.tsx). Numbers go to the server as typed when they are not whole
 * numbers, so its message names the field (spec §8).
 */

/** A whole number as a number; anything else as typed (the server names the problem). */
export const idOrText = (s: string | undefined) => {
  const x = (s ?? '').trim();
  return /^\d+$/.test(x) ? Number(x) : x;
};
/** Blank → null; otherwise as idOrText. */
export const nullable = (s: string | undefined) => ((s ?? '').trim() === '' ? null : idOrText(s));
/** '7, 14, 30' → [7, 14, 30] (parts that are not numbers stay text). */
export const listOf = (s: string | undefined) =>
  (s ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map(idOrText);
export const str = (x: unknown) => (x === null || x === undefined ? '' : String(x));
